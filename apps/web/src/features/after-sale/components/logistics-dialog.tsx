import { type Address, createAfterSaleAddressRequest, joinAddress } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/input.tsx';
import { FormCountryField, FormPhoneField } from '../../../components/ui/phone-code-select.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddressList } from '../../address/api/get-address-list.ts';
import { useCreateLogistics } from '../api/create-logistics.ts';
import type { AfterSaleDialogProps } from './after-sale-dialog.ts';

interface LogisticsForm {
  afterSaleId: number;
  logisticsCompany: string;
  logisticsNo: string;
  userShippingId?: number;
  receiverName: string;
  receiverFirstAddr: string;
  receiverTwoAddr: string;
  country: string;
  city: string;
  postcode: string;
  mobileCode: string;
  mobile: string;
}

const blankAddress = {
  receiverName: '',
  receiverFirstAddr: '',
  receiverTwoAddr: '',
  country: '',
  city: '',
  postcode: '',
  mobileCode: '',
  mobile: '',
};

/** The saved address chosen at first: the default one, else the first. */
function preferredAddress(saved: readonly Address[]): Address | undefined {
  return saved.find((a) => a.defaultStatus === 1) ?? saved[0];
}

/**
 * Return logistics at status 20 (docs/domain.md S5, "Logistics dialog"): company and number, and
 * either a saved address or a new one. Validated with the contract's own schema.
 */
export function LogisticsDialog({ afterSaleId, open, onClose }: AfterSaleDialogProps) {
  const { t } = useTranslation();
  const addresses = useAddressList(open);
  const create = useCreateLogistics();
  const saved = addresses.data ?? [];
  const [mode, setMode] = useState<'saved' | 'new'>('saved');
  const form = useForm<LogisticsForm>({
    // The contract's schema decides between the saved and the new address by `userShippingId`.
    resolver: zodResolver(createAfterSaleAddressRequest) as never,
    defaultValues: { afterSaleId, logisticsCompany: '', logisticsNo: '', ...blankAddress },
  });

  // Once the saved addresses are in: the default one is chosen; with none, a new address it is.
  useEffect(() => {
    if (!addresses.data) return;
    const preferred = preferredAddress(addresses.data);
    if (preferred) {
      setMode('saved');
      form.setValue('userShippingId', preferred.id);
    } else {
      setMode('new');
      form.setValue('userShippingId', undefined);
    }
  }, [addresses.data, form]);

  const close = () => {
    form.reset({ afterSaleId, logisticsCompany: '', logisticsNo: '', ...blankAddress });
    onClose();
  };
  const switchMode = (next: 'saved' | 'new') => {
    setMode(next);
    form.clearErrors();
    form.setValue('userShippingId', next === 'saved' ? preferredAddress(saved)?.id : undefined);
  };

  const submit = form.handleSubmit((values) => {
    const base = { afterSaleId, logisticsCompany: values.logisticsCompany, logisticsNo: values.logisticsNo };
    const fields =
      mode === 'saved' && values.userShippingId
        ? { ...base, userShippingId: values.userShippingId }
        : {
            ...base,
            receiverName: values.receiverName,
            receiverFirstAddr: values.receiverFirstAddr,
            receiverTwoAddr: values.receiverTwoAddr,
            country: values.country,
            city: values.city,
            postcode: values.postcode,
            mobileCode: values.mobileCode,
            mobile: values.mobile,
          };
    create.mutate(fields, {
      onSuccess: () => {
        toast.success(t('afterSale.logistics.done'));
        close();
      },
    });
  });

  const chosen = form.watch('userShippingId');
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('afterSale.logistics.title')}
      width={640}
      formId="after-sale-logistics-form"
      submitLabel={t('common.submit')}
      pending={create.isPending}
      onSubmit={submit}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="logisticsCompany"
          label={t('afterSale.logistics.company')}
          required
          placeholder={t('afterSale.logistics.companyPlaceholder')}
        />
        <FormTextField
          form={form}
          name="logisticsNo"
          label={t('afterSale.logistics.number')}
          required
          autoComplete="off"
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('afterSale.logistics.addressFor')}</legend>
        <div className="inline-flex rounded-md border border-slate-300 p-0.5 text-sm" role="tablist">
          {(['saved', 'new'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              onClick={() => switchMode(m)}
              disabled={m === 'saved' && saved.length === 0}
              className={cn(
                'rounded px-3 py-1.5 font-medium disabled:cursor-not-allowed disabled:opacity-40',
                mode === m ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {m === 'saved' ? t('afterSale.logistics.savedAddress') : t('afterSale.logistics.newAddress')}
            </button>
          ))}
        </div>

        {mode === 'saved' ? (
          saved.length === 0 ? (
            <p className="text-sm text-slate-500">{t('afterSale.logistics.noSaved')}</p>
          ) : (
            <div className="space-y-2">
              {saved.map((a) => (
                <label
                  key={a.id}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm',
                    chosen === a.id ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200 hover:border-slate-300',
                  )}
                >
                  <input
                    type="radio"
                    name="userShippingId"
                    className="mt-0.5 accent-brand-600"
                    checked={chosen === a.id}
                    onChange={() => form.setValue('userShippingId', a.id)}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">
                      {a.receiverName}{' '}
                      <span className="font-normal text-slate-500">{`${a.mobileCode} ${a.mobile}`}</span>
                    </span>
                    <span className="block text-slate-600">{joinAddress(a)}</span>
                  </span>
                </label>
              ))}
            </div>
          )
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="receiverName"
              label={t('afterSale.logistics.receiverName')}
              required
              autoComplete="name"
              className="sm:col-span-2"
            />
            <FormTextField
              form={form}
              name="receiverFirstAddr"
              label={t('afterSale.logistics.line1')}
              required
              maxLength={50}
              autoComplete="address-line1"
              className="sm:col-span-2"
            />
            <FormTextField
              form={form}
              name="receiverTwoAddr"
              label={t('afterSale.logistics.line2')}
              autoComplete="address-line2"
              className="sm:col-span-2"
            />
            <FormCountryField
              form={form}
              name="country"
              label={t('afterSale.logistics.country')}
              required
              codeName="mobileCode"
            />
            <FormTextField
              form={form}
              name="city"
              label={t('afterSale.logistics.city')}
              required
              autoComplete="address-level2"
            />
            <FormTextField
              form={form}
              name="postcode"
              label={t('afterSale.logistics.postcode')}
              required
              autoComplete="postal-code"
            />
            <FormPhoneField
              form={form}
              codeName="mobileCode"
              mobileName="mobile"
              label={t('afterSale.logistics.mobile')}
              required
            />
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}
