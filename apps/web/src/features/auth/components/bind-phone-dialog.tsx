import { CodeType, type Country, updateSmsRequest } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, FormTextField, useFieldId } from '../../../components/ui/input.tsx';
import { PhoneCodeSelect } from '../../../components/ui/phone-code-select.tsx';
import { sendMobileCodeTo } from '../api/send-code.ts';
import { useUpdateSms } from '../api/update-sms.ts';
import { CodeField } from './code-field.tsx';

/** Bind a phone: country, number and the code sent to it (docs/domain.md S5, "Bind phone"). */
export function BindPhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const bind = useUpdateSms();
  const [country, setCountry] = useState<Country | null>(null);
  const countryId = useFieldId('country');
  const form = useForm({
    resolver: zodResolver(updateSmsRequest),
    defaultValues: { mobile: '', phoneCountryCode: '', code: '', countryId: undefined },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    setCountry(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('account.bindPhoneTitle')}
      formId="bind-phone-form"
      submitLabel={t('common.confirm')}
      pending={bind.isPending}
      onSubmit={form.handleSubmit((fields) => bind.mutate(fields, { onSuccess: close }))}
      className="space-y-4"
    >
      <Field label={t('account.country')} id={countryId} error={errors.phoneCountryCode?.message}>
        <Controller
          control={form.control}
          name="phoneCountryCode"
          render={({ field }) => (
            <PhoneCodeSelect
              id={countryId}
              display="country"
              value={country}
              invalid={Boolean(errors.phoneCountryCode)}
              onChange={(c) => {
                setCountry(c);
                form.setValue('countryId', c?.id ?? '');
                field.onChange(c?.phone_code ?? '');
              }}
            />
          )}
        />
      </Field>
      <FormTextField
        form={form}
        name="mobile"
        label={t('auth.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('auth.mobilePlaceholder')}
      />
      <CodeField
        form={form}
        name="code"
        onSend={() =>
          sendMobileCodeTo(CodeType.bindPhone, {
            mobile: form.getValues('mobile'),
            phoneCountryCode: form.getValues('phoneCountryCode'),
            countryId: country?.id,
          })
        }
      />
    </FormDialog>
  );
}
