import {
  AFTER_SALE_MAX_PROBLEM_IMAGES,
  AFTER_SALE_MAX_SERIALS,
  AFTER_SALE_MESSAGE_MAX,
  ConfigType,
  createAfterSaleRequest,
  msg,
} from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { Card, PageTitle } from '../../../components/page.tsx';
import { PolicyDialog } from '../../../components/policy-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ImageUploader } from '../../../components/ui/image-uploader.tsx';
import { Field, FormTextField, Textarea, useFieldId } from '../../../components/ui/input.tsx';
import { FormPhoneField } from '../../../components/ui/phone-code-select.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfigPage } from '../../support/api/get-config-page.ts';
import { useCreateAfterSale } from '../api/create-after-sale.ts';
import { useContactDefaults } from '../api/get-contact-defaults.ts';
import { RepairCostDialog } from '../components/repair-cost-dialog.tsx';
import { SerialInputs } from '../components/serial-inputs.tsx';

/** The contract's form without the cost choice, which the dialog after validation supplies. */
const formSchema = createAfterSaleRequest.omit({ payIntention: true });
type ApplyForm = z.input<typeof formSchema>;
type ApplyValues = z.output<typeof formSchema>;

/**
 * `/my/after-sale-apply` (docs/domain.md S2, After-sale): contact, up to five devices with their warranty, the problem
 * and its pictures; the repair policy must be accepted, then the buyer agrees or not to the repair
 * cost, and the request is created.
 */
export default function AfterSaleApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAfterSale();
  const contact = useContactDefaults();
  const [agreed, setAgreed] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const guide = useConfigPage(ConfigType.repairGuide, guideOpen);
  const [ready, setReady] = useState<ApplyValues | null>(null);
  const describesId = useFieldId('describes');
  const imagesId = useFieldId('images');
  const serialsId = useFieldId('serials');
  // "Request a repair" on an SN lookup brings the machine's serial along.
  const [search] = useSearchParams();
  const carriedSerial = search.get('sn')?.trim().slice(0, 64) ?? '';

  const form = useForm<ApplyForm, unknown, ApplyValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      userName: '',
      email: '',
      mobileCode: '',
      mobile: '',
      machineCodeList: [carriedSerial],
      describes: '',
      productFileModels: [],
    },
  });
  const { errors } = form.formState;

  // The buyer's own email and phone, unless they have started typing.
  useEffect(() => {
    const info = contact.data;
    if (!info) return;
    if (!form.getValues('email')) form.setValue('email', info.email);
    if (!form.getValues('mobile') && info.mobile) form.setValue('mobile', info.mobile);
    if (!form.getValues('mobileCode') && info.mobileCode) form.setValue('mobileCode', info.mobileCode);
  }, [contact.data, form]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      toast.warning(msg.acceptRepairPolicy);
      return;
    }
    void form.handleSubmit((values) => setReady(values))(event);
  };

  const choose = (payIntention: '1' | '0') => {
    if (!ready) return;
    create.mutate(
      { ...ready, payIntention },
      {
        onSuccess: () => {
          setReady(null);
          toast.success(t('afterSale.apply.submitted'));
          navigate(paths.afterSaleList);
        },
        onError: () => setReady(null),
      },
    );
  };

  const describesLength = form.watch('describes')?.length ?? 0;
  const serialError =
    errors.machineCodeList?.message ??
    (Array.isArray(errors.machineCodeList) ? errors.machineCodeList.find((e) => e?.message)?.message : undefined);

  return (
    <div>
      <PageTitle sub={t('afterSale.apply.subtitle')}>{t('afterSale.apply.title')}</PageTitle>
      <form noValidate onSubmit={submit} className="space-y-6">
        <Card title={t('afterSale.apply.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="userName"
              label={t('afterSale.apply.name')}
              required
              autoComplete="name"
              placeholder={t('afterSale.apply.namePlaceholder')}
            />
            <FormTextField
              form={form}
              name="email"
              label={t('afterSale.apply.email')}
              required
              type="email"
              autoComplete="email"
            />
            <FormPhoneField
              form={form}
              codeName="mobileCode"
              mobileName="mobile"
              codeErrorFirst
              label={t('afterSale.apply.mobile')}
              required
              className="sm:col-span-2 sm:max-w-md"
            />
          </div>
        </Card>

        <Card title={t('afterSale.apply.devices')}>
          <p id={serialsId} className="mb-4 text-sm text-slate-500">
            {t('afterSale.apply.devicesHint', { max: AFTER_SALE_MAX_SERIALS })}
          </p>
          <Controller
            control={form.control}
            name="machineCodeList"
            render={({ field }) => (
              <SerialInputs
                value={(field.value as string[] | undefined) ?? ['']}
                onChange={field.onChange}
                invalid={Boolean(serialError)}
              />
            )}
          />
          {serialError ? (
            <p role="alert" className="mt-2 text-xs text-red-600">
              {serialError}
            </p>
          ) : null}
        </Card>

        <Card title={t('afterSale.apply.problem')}>
          <div className="space-y-5">
            <Field label={t('afterSale.apply.describes')} id={describesId} required error={errors.describes?.message}>
              <Textarea
                id={describesId}
                rows={5}
                maxLength={AFTER_SALE_MESSAGE_MAX}
                placeholder={t('afterSale.apply.describesPlaceholder')}
                invalid={Boolean(errors.describes)}
                {...form.register('describes')}
              />
              <p className="text-right text-xs text-slate-400 tabular-nums">
                {describesLength}/{AFTER_SALE_MESSAGE_MAX}
              </p>
            </Field>
            <Field
              label={t('afterSale.apply.images')}
              id={imagesId}
              required
              error={errors.productFileModels?.message}
              hint={t('afterSale.apply.imagesHint', { max: AFTER_SALE_MAX_PROBLEM_IMAGES })}
            >
              <Controller
                control={form.control}
                name="productFileModels"
                render={({ field }) => (
                  <ImageUploader
                    id={imagesId}
                    value={(field.value as never[] | undefined) ?? []}
                    onChange={field.onChange}
                    max={AFTER_SALE_MAX_PROBLEM_IMAGES}
                    maxMessage={msg.problemImagesMax}
                    invalid={Boolean(errors.productFileModels)}
                  />
                )}
              />
            </Field>
          </div>
        </Card>

        <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="policy"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              {t('afterSale.apply.policyBefore')}
              <button
                type="button"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
                onClick={() => setGuideOpen(true)}
              >
                {t('afterSale.apply.policyLink')}
              </button>
            </span>
          </label>
          <Button type="submit" size="lg" loading={create.isPending} className="sm:min-w-52">
            {t('afterSale.apply.submit')}
          </Button>
        </div>
      </form>

      <PolicyDialog
        open={guideOpen}
        onClose={() => setGuideOpen(false)}
        title={t('afterSale.apply.guideTitle')}
        page={guide}
        agreeLabel={t('common.confirm')}
        onAgree={() => setAgreed(true)}
      />
      <RepairCostDialog
        open={ready !== null}
        onClose={() => setReady(null)}
        onChoose={choose}
        pending={create.isPending}
      />
    </div>
  );
}
