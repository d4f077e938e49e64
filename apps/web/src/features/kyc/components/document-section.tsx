import { KYC_MAX_IMAGES, msg } from '@hashforge/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/page.tsx';
import { ImageUploader } from '../../../components/ui/image-uploader.tsx';
import { Field, FormTextField, TextField, useFieldId } from '../../../components/ui/input.tsx';
import type { KycFormValues } from './kyc-form-values.ts';
import { RadioGroup } from './radio-group.tsx';

/** The document pictures and the selfies: the same limits and messages, each with its own label and hint. */
function ImagesField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<KycFormValues>;
  name: 'passportDocumentImgArray' | 'selfieImgArray';
  label: string;
  hint: string;
}) {
  const id = useFieldId(name);
  const error = form.formState.errors[name]?.message;
  return (
    <Field label={label} id={id} required hint={hint} error={error} className="sm:col-span-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ImageUploader
            id={id}
            size="lg"
            value={field.value}
            onChange={field.onChange}
            max={KYC_MAX_IMAGES}
            maxMessage={msg.kycImagesMax}
            sizeMessage={msg.kycImageLimit}
            invalid={Boolean(error)}
          />
        )}
      />
    </Field>
  );
}

/** The identity document: its number, its expiry, its pictures and the selfies. */
export function DocumentSection({ form }: { form: UseFormReturn<KycFormValues> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const ids = {
    expiry: useFieldId('expiry'),
  };
  const never = Number(form.watch('expireDateType')) === 2;
  return (
    <Card title={t('kyc.document')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="idNumber" label={t('kyc.idNumber')} required className="sm:col-span-2" />
        <Field label={t('kyc.expiry')} id={ids.expiry} required error={errors.expireDateType?.message}>
          <Controller
            control={form.control}
            name="expireDateType"
            render={({ field }) => (
              <RadioGroup
                name="expireDateType"
                labelledBy={ids.expiry}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  if (v === 2) form.clearErrors('expireDate');
                }}
                options={[
                  { value: 1, label: t('kyc.expiresOn') },
                  { value: 2, label: t('kyc.neverExpires') },
                ]}
              />
            )}
          />
        </Field>
        <TextField
          label={t('kyc.expireDate')}
          type="date"
          required={!never}
          disabled={never}
          error={never ? undefined : errors.expireDate?.message}
          hint={never ? t('kyc.neverHint') : undefined}
          {...form.register('expireDate')}
        />
        <ImagesField
          form={form}
          name="passportDocumentImgArray"
          label={t('kyc.documentImages')}
          hint={t('kyc.imagesHint', { max: KYC_MAX_IMAGES })}
        />
        <ImagesField form={form} name="selfieImgArray" label={t('kyc.selfieImages')} hint={t('kyc.selfieHint')} />
      </div>
    </Card>
  );
}
