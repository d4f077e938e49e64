import { type Address, type AddressForm, addressFields } from '@hashforge/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { FormDialog } from './ui/form-dialog.tsx';
import { FormTextField } from './ui/input.tsx';
import { FormCountryField, FormPhoneField } from './ui/phone-code-select.tsx';

const blank: AddressForm = {
  receiverName: '',
  receiverFirstAddr: '',
  receiverTwoAddr: '',
  country: '',
  state: '',
  city: '',
  postcode: '',
  mobile: '',
  mobileCode: '',
  mobileCodeId: null,
  phone: '',
  companyName: '',
  code: '',
  brokerName: '',
  importerAddress: '',
  defaultStatus: 0,
};

function toForm(address: Address | null | undefined): AddressForm {
  if (!address) return blank;
  const { id: _id, ...fields } = address;
  return { ...fields, defaultStatus: address.defaultStatus === 1 ? 1 : 0 };
}

export interface AddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address being edited; none to add one. */
  address?: Address | null;
  /** Saves the form (create or update); a refusal with field errors is shown under the fields. */
  onSave: (fields: AddressForm) => Promise<unknown>;
  saving?: boolean;
}

/**
 * Add or edit a shipping address (docs/domain.md S3 fields, section 5 rules), validated with the
 * contract's schema so the messages are the server's: full name, country (`please select country`),
 * town/city, postcode, mobile, address line 1 of at most 50 characters.
 */
export function AddressFormDialog({ open, onClose, address, onSave, saving }: AddressFormDialogProps) {
  const { t } = useTranslation();
  const form = useForm<AddressForm>({ resolver: zodResolver(addressFields) as never, defaultValues: toForm(address) });
  const [showImporter, setShowImporter] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.reset(toForm(address));
    setShowImporter(Boolean(address?.companyName || address?.code || address?.brokerName || address?.importerAddress));
  }, [open, address, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const e of error.fieldErrors) {
        form.setError(e.path as keyof AddressForm, { message: e.message });
      }
    }
  });

  const line1 = form.watch('receiverFirstAddr') ?? '';

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      width={720}
      title={address ? t('address.editTitle') : t('address.addTitle')}
      formId="address-form"
      submitLabel={t('common.save')}
      pending={saving || form.formState.isSubmitting}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormTextField
        form={form}
        name="receiverName"
        label={t('address.receiverName')}
        required
        autoComplete="name"
        className="sm:col-span-2"
      />
      <FormCountryField
        form={form}
        name="country"
        label={t('address.country')}
        required
        onPick={(c) => {
          // The calling code follows the country unless the buyer chose another one.
          if (!form.getValues('mobile')) {
            form.setValue('mobileCode', c.phone_code);
            form.setValue('mobileCodeId', c.id);
          }
        }}
      />
      <FormTextField form={form} name="state" label={t('address.state')} autoComplete="address-level1" />
      <FormTextField form={form} name="city" label={t('address.city')} required autoComplete="address-level2" />
      <FormTextField form={form} name="postcode" label={t('address.postcode')} required autoComplete="postal-code" />
      <FormTextField
        form={form}
        name="receiverFirstAddr"
        label={t('address.line1')}
        required
        autoComplete="address-line1"
        maxLength={50}
        hint={t('address.line1Hint', { count: line1.length })}
        className="sm:col-span-2"
      />
      <FormTextField
        form={form}
        name="receiverTwoAddr"
        label={t('address.line2')}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <FormPhoneField
        form={form}
        codeName="mobileCode"
        mobileName="mobile"
        codeIdName="mobileCodeId"
        label={t('address.mobile')}
        required
        className="sm:col-span-2"
      />
      <FormTextField form={form} name="phone" label={t('address.phone')} inputMode="tel" />
      <div className="flex items-end pb-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={form.watch('defaultStatus') === 1}
            onChange={(e) => form.setValue('defaultStatus', e.target.checked ? 1 : 0)}
          />
          {t('address.makeDefault')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          aria-expanded={showImporter}
          onClick={() => setShowImporter((v) => !v)}
        >
          {showImporter ? t('address.hideImporter') : t('address.showImporter')}
        </button>
      </div>
      {showImporter ? (
        <>
          <FormTextField form={form} name="companyName" label={t('address.companyName')} />
          <FormTextField form={form} name="code" label={t('address.taxCode')} />
          <FormTextField form={form} name="brokerName" label={t('address.brokerName')} />
          <FormTextField form={form} name="importerAddress" label={t('address.importerAddress')} />
        </>
      ) : null}
    </FormDialog>
  );
}
