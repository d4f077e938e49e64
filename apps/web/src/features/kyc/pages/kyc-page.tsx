import { KycStatus, kycIndividual, msg, NEVER_EXPIRES } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShopName } from '../../../lib/brand.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateKyc } from '../api/create-kyc.ts';
import { useKycStatus } from '../api/get-kyc-statue.ts';
import { DocumentSection } from '../components/document-section.tsx';
import { blankKycForm, type KycFormValues } from '../components/kyc-form-values.ts';
import { PersonalSection } from '../components/personal-section.tsx';
import { StatusCard } from '../components/status-card.tsx';

/**
 * `/user/account/kyc`: the individual form of spec section 3. Every field required, the agreement
 * ticked, images jpg/jpeg/png under 3 MB, at most 5 per upload; validated with the contract's schema.
 * Documents are uploaded as the buyer's private files.
 */
export default function KycPage() {
  const { t } = useTranslation();
  const shopName = useShopName();
  const status = useKycStatus();
  const create = useCreateKyc();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const form = useForm<KycFormValues>({ resolver: zodResolver(kycIndividual) as never, defaultValues: blankKycForm });
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
          form.setError(e.path.replace(/^individual\./, '') as keyof KycFormValues, { message: e.message });
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
          <PersonalSection form={form} />
          <DocumentSection form={form} />

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
              <span>{t('kyc.agreement', { brand: shopName })}</span>
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
