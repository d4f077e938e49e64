import { ROLES, ROLES_REQUIRING_2FA } from '@hashforge/contract/admin/permissions';
import {
  bankWireSettings,
  companySettings,
  INCOTERM_RULES,
  type ShopSettings,
  type StoredShopSettings,
  shopSettings,
} from '@hashforge/contract/admin/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, Field, FormTextField } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { asNumberOrNull, useFormSubmit } from '../../../lib/form.ts';
import { roleLabel } from '../../../lib/roles.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SaveBar } from '../components/save-bar.tsx';

export default function SettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="What the pay page shows buyers, how long unpaid orders wait, which coupons need the owner, who signs in with 2FA"
      />
      <QueryState query={settings}>{(data) => <SettingsForm settings={data} />}</QueryState>
    </>
  );
}

const BLANK_BANK_WIRE: ShopSettings['bankWire'] = {
  beneficiary: '',
  beneficiaryAddress: '',
  bank: '',
  bankAddress: '',
  accountNumber: '',
  swift: '',
  currency: 'USD',
};

/** Every text of a section left empty: the owner has not set it, so it is neither checked nor sent. */
function isBlank(section: unknown): boolean {
  return (
    typeof section === 'object' &&
    section !== null &&
    Object.entries(section).every(([key, value]) => key === 'currency' || value === '')
  );
}
const unlessBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional());

/**
 * The contract's settings, except that a new shop's bank account and company details may stay empty
 * while the owner saves the rest; once typed into, they are checked whole.
 */
const settingsForm = shopSettings.extend({
  bankWire: unlessBlank(bankWireSettings),
  company: unlessBlank(companySettings),
});

function SettingsForm({ settings }: { settings: StoredShopSettings }) {
  const update = useUpdateSettings();
  const initial: ShopSettings = { ...settings, bankWire: settings.bankWire ?? BLANK_BANK_WIRE };
  const form = useForm<ShopSettings, unknown, z.output<typeof settingsForm>>({
    resolver: zodResolver(settingsForm) as never,
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const saved = await update.mutateAsync(values);
    form.reset({ ...saved, bankWire: saved.bankWire ?? BLANK_BANK_WIRE });
    showToast('success', 'Settings saved. The pay page shows them now.');
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-6">
      <FormError message={formError} />
      <Card
        title="Bank-wire instructions"
        actions={<span className="text-xs text-slate-500">Shown on the pay page of every unpaid order</span>}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField form={form} name="bankWire.beneficiary" label="Beneficiary" />
          <FormTextField form={form} name="bankWire.beneficiaryAddress" label="Beneficiary address" />
          <FormTextField form={form} name="bankWire.bank" label="Bank" />
          <FormTextField form={form} name="bankWire.bankAddress" label="Bank address" />
          <FormTextField form={form} name="bankWire.accountNumber" label="Account number / IBAN" />
          <FormTextField form={form} name="bankWire.swift" label="SWIFT / BIC" />
          <FormTextField
            form={form}
            name="bankWire.currency"
            label="Currency"
            hint="The shop takes USD bank wires only"
            readOnly
            disabled
          />
        </div>
      </Card>
      <Card title="Company details">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField form={form} name="company.name" label="Company name" />
          <FormTextField form={form} name="company.address" label="Address" />
          <FormTextField form={form} name="company.email" label="Email" />
          <FormTextField form={form} name="company.phone" label="Phone" />
          <FormTextField
            form={form}
            name="company.registrationNumber"
            label="Registration number"
            hint="Printed on every proforma, invoice, packing list and credit note"
          />
          <FormTextField
            form={form}
            name="company.taxNumber"
            label="Tax number (VAT, GST, EIN)"
            hint="Printed on every proforma, invoice, packing list and credit note"
          />
        </div>
      </Card>
      <Card
        title="Trade documents"
        actions={<span className="text-xs text-slate-500">Printed on every commercial invoice and packing list</span>}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Incoterm"
            htmlFor="incoterm.rule"
            error={errors.incoterm?.rule?.message}
            hint="Incoterms 2020: who carries the goods, the risk and the duties from where"
          >
            <select
              id="incoterm.rule"
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
              {...form.register('incoterm.rule')}
            >
              {INCOTERM_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {rule}
                </option>
              ))}
            </select>
          </Field>
          <FormTextField
            form={form}
            name="incoterm.place"
            label="Named place"
            hint="The place the rule names, such as Hong Kong for FCA Hong Kong"
          />
        </div>
      </Card>
      <Card title="Orders">
        <FormTextField
          form={form}
          name="orderExpiryHours"
          label="Unpaid order expiry (hours)"
          hint="An unpaid order without a payment proof is canceled after this long and its stock comes back. Empty: the server's default."
          className="max-w-xs"
          type="number"
          min={1}
          max={720}
          registerOptions={asNumberOrNull}
        />
      </Card>
      <Card title="Coupons">
        <FormTextField
          form={form}
          name="couponLimit"
          label="Coupons above this need the owner (USD)"
          hint="A coupon worth more than this can be created, issued or given to a customer only by an owner. Coupons take a fixed amount off an order."
          className="max-w-md"
          inputMode="decimal"
        />
      </Card>
      <Card title="Two-factor authentication">
        <p className="mb-3 text-sm text-slate-600">
          Roles that must sign in with an authenticator code. Owner and finance always must.
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {ROLES.map((role) =>
            ROLES_REQUIRING_2FA.includes(role) ? (
              <Checkbox key={role} label={roleLabel(role)} checked disabled />
            ) : (
              <Checkbox key={role} label={roleLabel(role)} value={role} {...form.register('twoFactorRoles')} />
            ),
          )}
        </div>
        {errors.twoFactorRoles && <p className="mt-2 text-xs text-red-600">{errors.twoFactorRoles.message}</p>}
      </Card>
      <SaveBar
        dirty={isDirty}
        saving={update.isPending}
        saveLabel="Save settings"
        onDiscard={() => form.reset(initial)}
      />
    </form>
  );
}
