import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { Field, FormTextField, useFieldId } from '../../../components/ui/input.tsx';
import { FormCountryField } from '../../../components/ui/phone-code-select.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { KycFormValues } from './kyc-form-values.ts';
import { RadioGroup } from './radio-group.tsx';

/** The person: country, document type, names, gender, birthday and address. */
export function PersonalSection({ form }: { form: UseFormReturn<KycFormValues> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const ids = {
    documentType: useFieldId('documentType'),
    gender: useFieldId('gender'),
  };
  return (
    <Card title={t('kyc.personal')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormCountryField form={form} name="country" label={t('kyc.country')} required />
        <Field label={t('kyc.documentType')} id={ids.documentType} required error={errors.idDocumentType?.message}>
          <Select
            id={ids.documentType}
            placeholder={t('kyc.choose')}
            invalid={Boolean(errors.idDocumentType)}
            options={[
              { value: 1, label: t('kyc.passport') },
              { value: 2, label: t('kyc.otherDocument') },
            ]}
            {...form.register('idDocumentType')}
          />
        </Field>
        <FormTextField form={form} name="firstName" label={t('kyc.surname')} required autoComplete="family-name" />
        <FormTextField form={form} name="lastName" label={t('kyc.givenNames')} required autoComplete="given-name" />
        <Field label={t('kyc.gender')} id={ids.gender} required error={errors.gender?.message}>
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <RadioGroup
                name="gender"
                labelledBy={ids.gender}
                value={field.value}
                invalid={Boolean(errors.gender)}
                onChange={field.onChange}
                options={[
                  { value: 1, label: t('kyc.male') },
                  { value: 2, label: t('kyc.female') },
                ]}
              />
            )}
          />
        </Field>
        <FormTextField
          form={form}
          name="birthday"
          label={t('kyc.birthday')}
          type="date"
          required
          max={new Date().toISOString().slice(0, 10)}
        />
        <FormTextField
          form={form}
          name="address"
          label={t('kyc.address')}
          required
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <FormTextField form={form} name="postal" label={t('kyc.postal')} required autoComplete="postal-code" />
      </div>
    </Card>
  );
}
