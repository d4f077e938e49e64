import {
  BULK_CONTACT_TYPES,
  BULK_DEFAULT_QUANTITY,
  type BulkContactType,
  bulkContactField,
  DEFAULT_BULK_CONTACT_TYPE,
  msg,
  type PurchasePlanRequest,
  purchasePlanRequest,
} from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Card, Page, PageTitle } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, FormTextField, type FormTextFieldProps, useFieldId } from '../../../components/ui/input.tsx';
import { FormCountryField, FormPhoneField } from '../../../components/ui/phone-code-select.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShopName } from '../../../lib/brand.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePurchasePlan } from '../api/create-purchase-plan.ts';
import { useBulkProducts } from '../api/get-bulk-products.ts';

type BulkForm = {
  [K in keyof PurchasePlanRequest]-?: Exclude<PurchasePlanRequest[K], undefined>;
};

const blank: BulkForm = {
  name: '',
  country: '',
  email: '',
  mobile: '',
  mobileCode: '',
  productId: '',
  productName: '',
  productNum: BULK_DEFAULT_QUANTITY,
  companyName: '',
  address: '',
  currentCapacity: '',
  futurePlannedCapacity: '',
  hashforgeUsage: '',
  contactType: DEFAULT_BULK_CONTACT_TYPE,
  telegram: '',
  weChat: '',
  whatsApp: '',
  facebook: '',
  instagram: '',
  otherContactKey: '',
  otherContactValue: '',
};

/** How long the success alert stays when the visitor does not close it (it has no confirm button). */
const SUCCESS_ALERT_MS = 5000;

/** A site's power capacity, now or planned: a decimal number in the enquiry's one unit. */
function CapacityField(field: FormTextFieldProps<BulkForm>) {
  const { t } = useTranslation();
  const unit = <span className="flex items-center px-1 text-sm text-slate-500">{t('bulk.capacityUnit')}</span>;
  return <FormTextField {...field} inputMode="decimal" addon={unit} />;
}

/**
 * The bulk enquiry (docs/domain.md S3 and S5): validated with the contract's own schema, so the
 * required and format messages are the server's; the x4 machines are not offered; one request at a
 * time; on success an alert titled success and a fresh form.
 */
export default function BulkOrderPage() {
  const { t } = useTranslation();
  const shopName = useShopName();
  const [params] = useSearchParams();
  const products = useBulkProducts();
  const submitPlan = useCreatePurchasePlan();
  const [done, setDone] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one's request.
  const sending = useRef(false);
  const form = useForm<BulkForm>({ resolver: zodResolver(purchasePlanRequest) as never, defaultValues: blank });
  const { errors } = form.formState;
  const ids = {
    product: useFieldId('product'),
    contactType: useFieldId('contactType'),
  };
  const contactType = form.watch('contactType') as BulkContactType;
  const contactField = bulkContactField[contactType] ?? bulkContactField.Telegram;

  // A bulk-order button on a product page names its product.
  const wanted = params.get('productId');
  useEffect(() => {
    if (wanted && products.data?.some((p) => String(p.id) === wanted)) form.setValue('productId', wanted);
  }, [wanted, products.data, form]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), SUCCESS_ALERT_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = form.handleSubmit(async (values) => {
    // Double submit: the button is disabled while pending, and a second click or Enter does nothing.
    if (sending.current) return;
    sending.current = true;
    const product = products.data?.find((p) => String(p.id) === String(values.productId));
    // Only the chosen messaging app's account is sent.
    const contacts = { telegram: '', weChat: '', whatsApp: '', [contactField]: values[contactField] };
    try {
      await submitPlan.mutateAsync({ ...values, ...contacts, productName: product?.name ?? '' });
      form.reset(blank);
      setDone(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fieldErrors.length === 0) toast.error(error.message);
      for (const e of error.fieldErrors) form.setError(e.path as FieldPath<BulkForm>, { message: e.message });
    } finally {
      sending.current = false;
    }
  });

  const productOptions = (products.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} (${p.hashrate})`,
  }));

  return (
    <div className="bg-slate-50">
      <Page>
        <PageTitle sub={t('bulk.intro')}>{t('titles.BulkOrder')}</PageTitle>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
          <form onSubmit={submit} noValidate className="space-y-6" data-testid="bulk-form">
            <Card title={t('bulk.contact')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormTextField form={form} name="name" label={t('bulk.name')} required autoComplete="name" />
                {/* The country's calling code is the likely one for the phone. */}
                <FormCountryField form={form} name="country" label={t('bulk.country')} required codeName="mobileCode" />
                <FormTextField
                  form={form}
                  name="email"
                  label={t('bulk.email')}
                  type="email"
                  required
                  autoComplete="email"
                />
                <FormPhoneField
                  form={form}
                  codeName="mobileCode"
                  mobileName="mobile"
                  label={t('bulk.mobile')}
                  required
                />
                <FormTextField
                  form={form}
                  name="companyName"
                  label={t('bulk.companyName')}
                  autoComplete="organization"
                />
                <FormTextField form={form} name="address" label={t('bulk.address')} autoComplete="street-address" />
              </div>
            </Card>

            <Card title={t('bulk.order')}>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_160px]">
                <Field label={t('bulk.product')} id={ids.product} required error={errors.productId?.message}>
                  <Select
                    id={ids.product}
                    options={productOptions}
                    placeholder={t('bulk.selectProduct')}
                    invalid={Boolean(errors.productId)}
                    {...form.register('productId')}
                  />
                </Field>
                <FormTextField
                  form={form}
                  name="productNum"
                  label={t('bulk.quantity')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={99999}
                />
              </div>
            </Card>

            <Card title={t('bulk.site')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <CapacityField form={form} name="currentCapacity" label={t('bulk.currentCapacity')} />
                <CapacityField form={form} name="futurePlannedCapacity" label={t('bulk.futurePlannedCapacity')} />
                <FormTextField
                  form={form}
                  name="hashforgeUsage"
                  className="sm:col-span-2"
                  label={t('bulk.hashforgeUsage', { brand: shopName })}
                  placeholder={t('bulk.hashforgeUsagePlaceholder')}
                />
              </div>
            </Card>

            <Card title={t('bulk.social')}>
              <div className="grid gap-4 sm:grid-cols-[180px_minmax(0,1fr)]">
                <Field label={t('bulk.contactType')} id={ids.contactType} required error={errors.contactType?.message}>
                  <Select
                    id={ids.contactType}
                    options={BULK_CONTACT_TYPES.map((c) => ({ value: c, label: c }))}
                    {...form.register('contactType')}
                  />
                </Field>
                <FormTextField
                  key={contactField}
                  form={form}
                  name={contactField}
                  label={t('bulk.contactValue', { type: contactType })}
                  required
                />
              </div>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <FormTextField form={form} name="facebook" label={t('bulk.facebook')} />
                <FormTextField form={form} name="instagram" label={t('bulk.instagram')} />
                <FormTextField
                  form={form}
                  name="otherContactKey"
                  label={t('bulk.otherContactKey')}
                  placeholder={t('bulk.otherContactKeyPlaceholder')}
                />
                <FormTextField form={form} name="otherContactValue" label={t('bulk.otherContactValue')} />
              </div>
            </Card>

            <div className="flex justify-end">
              <Button type="submit" size="lg" loading={submitPlan.isPending} className="w-full sm:w-auto">
                {t('bulk.submit')}
              </Button>
            </div>
          </form>

          <aside className="lg:sticky lg:top-24 lg:self-start">
            <Card title={t('bulk.why')}>
              <ol className="space-y-3 text-sm text-slate-600">
                {(t('bulk.whyText', { returnObjects: true }) as readonly string[]).map((line, i) => (
                  <li key={line} className="flex gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700">
                      {i + 1}
                    </span>
                    {line}
                  </li>
                ))}
              </ol>
            </Card>
          </aside>
        </div>
      </Page>
      <Dialog open={done} onClose={() => setDone(false)} title={t('bulk.successTitle')} width={420}>
        <p className="py-2 text-slate-700" data-testid="bulk-success">
          {msg.bdContact}
        </p>
      </Dialog>
    </div>
  );
}
