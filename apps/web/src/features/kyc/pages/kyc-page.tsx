import {
  type FileModel,
  KYC_MAX_IMAGES,
  type KycIndividualForm,
  KycStatus,
  kycIndividual,
  msg,
  NEVER_EXPIRES,
} from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ImageUploader } from '../../../components/ui/image-uploader.tsx';
import { Field, FormTextField, TextField, useFieldId } from '../../../components/ui/input.tsx';
import { PhoneCodeSelect } from '../../../components/ui/phone-code-select.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { countryByName } from '../../../lib/countries.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateKyc } from '../api/create-kyc.ts';
import { useKycStatus } from '../api/get-kyc-statue.ts';

type FormValues = Omit<KycIndividualForm, 'passportDocumentImgArray' | 'selfieImgArray'> & {
  passportDocumentImgArray: FileModel[];
  selfieImgArray: FileModel[];
};

const blank: FormValues = {
  country: '',
  idDocumentType: '' as unknown as number,
  firstName: '',
  lastName: '',
  birthday: '',
  gender: '' as unknown as number,
  idNumber: '',
  expireDateType: 1,
  expireDate: '',
  address: '',
  postal: '',
  passportDocumentImgArray: [],
  selfieImgArray: [],
};

function RadioGroup({
  name,
  value,
  options,
  onChange,
  invalid,
  labelledBy,
}: {
  name: string;
  value: unknown;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
  invalid?: boolean;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <label
          key={o.value}
          className={cn(
            'flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm',
            Number(value) === o.value
              ? 'border-brand-500 bg-brand-50 text-brand-800'
              : 'border-slate-300 text-slate-700',
            invalid && 'border-red-400',
          )}
        >
          <input
            type="radio"
            name={name}
            className="accent-brand-600"
            checked={Number(value) === o.value}
            onChange={() => onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** The document pictures and the selfies: the same limits and messages, each with its own label and hint. */
function ImagesField({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<FormValues>;
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

function StatusCard({ status }: { status: number }) {
  const { t } = useTranslation();
  const approved = status === KycStatus.approved;
  return (
    <Card>
      <div className="flex flex-col items-center gap-3 py-8 text-center" data-testid="kyc-status">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            approved ? 'bg-emerald-50 text-emerald-600' : 'bg-brand-50 text-brand-600',
          )}
        >
          <svg
            className="size-7"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 3 4 6v6c0 4.4 3.4 8.5 8 9.5 4.6-1 8-5.1 8-9.5V6l-8-3Z" strokeLinejoin="round" />
            <path d="m9 12 2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 className="text-lg font-semibold text-slate-900">
          {approved ? t('kyc.approvedTitle') : t('kyc.submittedTitle')}
        </h2>
        <p className="max-w-md text-sm text-slate-600">{approved ? t('kyc.approvedText') : t('kyc.submittedText')}</p>
        <div className="mt-2 flex gap-2">
          <ButtonLink to={paths.shopCart}>{t('kyc.toCart')}</ButtonLink>
          <ButtonLink to={paths.account} variant="secondary">
            {t('titles.Account')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

/**
 * `/user/account/kyc`: the individual form of spec section 3. Every field required, the agreement
 * ticked, images jpg/jpeg/png under 3 MB, at most 5 per upload; validated with the contract's schema.
 * Documents are uploaded as the buyer's private files.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const status = useKycStatus();
  const create = useCreateKyc();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const form = useForm<FormValues>({ resolver: zodResolver(kycIndividual) as never, defaultValues: blank });
  const { errors } = form.formState;
  const ids = {
    country: useFieldId('country'),
    documentType: useFieldId('documentType'),
    gender: useFieldId('gender'),
    expiry: useFieldId('expiry'),
  };
  const never = Number(form.watch('expireDateType')) === 2;

  const submit = form.handleSubmit(
    async (values) => {
      if (!agreed) {
        setAgreeError(true);
        toast.warning(msg.agreeAgreement);
        return;
      }
      try {
        await create.mutateAsync({
          accountType: 1,
          individual: { ...values, expireDate: never ? NEVER_EXPIRES : values.expireDate },
        });
        toast.success(t('kyc.submitted'));
        window.scrollTo({ top: 0 });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const e of error.fieldErrors) {
          form.setError(e.path.replace(/^individual\./, '') as keyof FormValues, { message: e.message });
        }
      }
    },
    () => {
      if (!agreed) setAgreeError(true);
    },
  );

  if (status.isPending) return <PageSpinner />;
  const current = status.data ?? 0;

  return (
    <Page narrow>
      <PageTitle sub={t('kyc.sub')}>{t('titles.accountKYCIndex')}</PageTitle>
      {current === KycStatus.submitted || current === KycStatus.approved ? (
        <StatusCard status={current} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-6">
          {current === KycStatus.rejected ? (
            <div
              role="status"
              className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800"
            >
              {t('kyc.rejected')}
            </div>
          ) : null}
          <Card title={t('kyc.personal')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('kyc.country')} id={ids.country} required error={errors.country?.message}>
                <PhoneCodeSelect
                  id={ids.country}
                  display="country"
                  value={countryByName(form.watch('country')) ?? null}
                  invalid={Boolean(errors.country)}
                  onChange={(c) =>
                    form.setValue('country', c?.name ?? '', { shouldValidate: form.formState.isSubmitted })
                  }
                />
              </Field>
              <Field
                label={t('kyc.documentType')}
                id={ids.documentType}
                required
                error={errors.idDocumentType?.message}
              >
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
              <FormTextField
                form={form}
                name="firstName"
                label={t('kyc.surname')}
                required
                autoComplete="family-name"
              />
              <FormTextField
                form={form}
                name="lastName"
                label={t('kyc.givenNames')}
                required
                autoComplete="given-name"
              />
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

          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-600"
                checked={agreed}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  if (e.target.checked) setAgreeError(false);
                }}
                aria-invalid={agreeError || undefined}
              />
              <span>{t('kyc.agreement')}</span>
            </label>
            {agreeError ? (
              <p role="alert" className="text-xs text-red-600">
                {msg.agreeAgreement}
              </p>
            ) : null}
            <Button type="submit" size="lg" block loading={create.isPending} data-testid="kyc-submit">
              {t('kyc.submit')}
            </Button>
            <p className="text-xs text-slate-500">{t('kyc.privacy')}</p>
          </div>
        </form>
      )}
    </Page>
  );
}
