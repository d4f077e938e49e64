import {
  CHAIN_TOKEN_SYMBOLS,
  type UsdtSettingsInput,
  type UsdtSettingsView,
  usdtSettingsInput,
} from '@hashforge/contract/admin/settings';
import { type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, Field, FormTextField, Select } from '../../../components/ui/field.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/states.tsx';
import { asNumber, asNumberOrNull, asTextOrNull, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUsdtSettings } from '../api/get-usdt-settings.ts';
import { useSaveUsdtSettings } from '../api/save-usdt-settings.ts';
import { SaveBar } from '../components/save-bar.tsx';

type Form = UseFormReturn<UsdtSettingsInput, unknown, z.output<typeof usdtSettingsInput>>;

/** The stored networks as the form's values: endpoints are never sent back, so they stay null (kept). */
function formValues(view: UsdtSettingsView): UsdtSettingsInput {
  return {
    payWithinHours: view.payWithinHours,
    networks: view.networks.map(({ rpcHosts: _hosts, ...n }) => ({ ...n, rpcUrls: null })),
  };
}

const NEW_NETWORK: UsdtSettingsInput['networks'][number] = {
  key: '',
  name: '',
  chainId: 1,
  enabled: false,
  rpcUrls: [],
  tokens: [{ symbol: 'USDT', contract: '', decimals: 6 }],
  confirmations: 12,
  receivingAddress: '',
  explorerTxUrl: null,
};

/** Newline- or space-separated addresses; an empty box keeps the stored endpoints (null). */
const rpcUrlsFromText = {
  setValueAs: (v: unknown) => {
    if (Array.isArray(v) || v === null) return v;
    const list = String(v ?? '')
      .split(/\s+/)
      .filter(Boolean);
    return list.length > 0 ? list : null;
  },
};

export default function UsdtSettingsPage() {
  const settings = useUsdtSettings();
  return (
    <>
      <PageHeader
        title="USDT payments"
        description="Networks on which buyers may pay in USDT or USDC to your own wallet; the shop reads each transfer on chain itself"
      />
      <QueryState query={settings}>{(data) => <UsdtForm settings={data} />}</QueryState>
    </>
  );
}

function UsdtForm({ settings }: { settings: UsdtSettingsView }) {
  const save = useSaveUsdtSettings();
  const form: Form = useSchemaForm(usdtSettingsInput, { defaultValues: formValues(settings) });
  const networks = useFieldArray({ control: form.control, name: 'networks' });
  const { errors, isDirty } = form.formState;
  const { submit, formError } = useFormSubmit(form, async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(formValues(saved));
    showToast('success', 'USDT settings saved. The pay page follows them now.');
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-6">
      <FormError message={formError ?? errors.networks?.root?.message ?? errors.networks?.message} />
      <Card title="Deadline">
        <FormTextField
          form={form}
          name="payWithinHours"
          label="Pay within (hours) when paying in USDT"
          hint="Shown on the USDT pay page when shorter than the order's own expiry. Empty: the order's expiry."
          className="max-w-xs"
          type="number"
          min={1}
          max={720}
          registerOptions={asNumberOrNull}
        />
      </Card>
      {networks.fields.length === 0 && (
        <p className="text-sm text-slate-600">
          USDT is off: buyers see the USD bank wire only. Add a network to offer it.
        </p>
      )}
      {networks.fields.map((field, index) => (
        <NetworkCard
          key={field.id}
          form={form}
          index={index}
          hosts={settings.networks.find((n) => n.key === field.key)?.rpcHosts ?? []}
          onRemove={() => networks.remove(index)}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={() => networks.append(NEW_NETWORK)}>
          Add a network
        </Button>
      </div>
      <SaveBar
        dirty={isDirty}
        saving={save.isPending}
        saveLabel="Save USDT settings"
        onDiscard={() => form.reset(formValues(settings))}
      />
    </form>
  );
}

function NetworkCard({
  form,
  index,
  hosts,
  onRemove,
}: {
  form: Form;
  index: number;
  hosts: string[];
  onRemove: () => void;
}) {
  const tokens = useFieldArray({ control: form.control, name: `networks.${index}.tokens` });
  const errors: FieldErrors<UsdtSettingsInput['networks'][number]> = form.formState.errors.networks?.[index] ?? {};
  const id = (name: string) => `networks.${index}.${name}`;
  return (
    <Card
      title={form.watch(`networks.${index}.name`) || 'New network'}
      actions={
        <Button variant="secondary" onClick={onRemove}>
          Remove
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Checkbox
          label="Offer this network on the pay page"
          className="sm:col-span-2"
          {...form.register(`networks.${index}.enabled`)}
        />
        <FormTextField
          form={form}
          name={`networks.${index}.name`}
          label="Name"
          hint="As buyers read it: Ethereum, BNB Chain"
        />
        <FormTextField
          form={form}
          name={`networks.${index}.key`}
          label="Key"
          hint="Lowercase, kept on each payment: ethereum"
        />
        <FormTextField
          form={form}
          name={`networks.${index}.chainId`}
          label="Chain id"
          hint="1 Ethereum, 56 BNB Chain, 137 Polygon, 42161 Arbitrum"
          inputMode="numeric"
          registerOptions={asNumber}
        />
        <FormTextField
          form={form}
          name={`networks.${index}.confirmations`}
          label="Confirmations required"
          hint="Blocks on top of the transfer's, its own counted, before the order is credited"
          inputMode="numeric"
          registerOptions={asNumber}
        />
        <FormTextField
          form={form}
          name={`networks.${index}.receivingAddress`}
          label="Your receiving address"
          className="sm:col-span-2"
          spellCheck={false}
        />
        <Field
          label="RPC addresses"
          htmlFor={id('rpcUrls')}
          error={errors.rpcUrls?.message ?? errors.rpcUrls?.[0]?.message}
          hint={
            hosts.length > 0
              ? `Stored: ${hosts.join(', ')}. They are never shown again; leave empty to keep them, or enter them all anew.`
              : 'One per line, tried in this order. They may hold your provider key: they never leave the server.'
          }
          className="sm:col-span-2"
        >
          <textarea
            id={id('rpcUrls')}
            rows={2}
            spellCheck={false}
            className="w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
            {...form.register(`networks.${index}.rpcUrls`, rpcUrlsFromText)}
          />
        </Field>
        <FormTextField
          form={form}
          name={`networks.${index}.explorerTxUrl`}
          label="Explorer transaction address"
          hint="With {hash} for the hash, e.g. https://etherscan.io/tx/{hash}; empty: no link"
          className="sm:col-span-2"
          registerOptions={asTextOrNull}
        />
      </div>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-700">Tokens</h3>
      {errors.tokens?.root?.message || errors.tokens?.message ? (
        <p className="mb-2 text-xs text-red-600">{errors.tokens?.root?.message ?? errors.tokens?.message}</p>
      ) : null}
      {tokens.fields.map((token, t) => (
        <div key={token.id} className="mb-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-[8rem_1fr_6rem_auto]">
          <Field label="Token" htmlFor={id(`tokens.${t}.symbol`)}>
            <Select id={id(`tokens.${t}.symbol`)} {...form.register(`networks.${index}.tokens.${t}.symbol`)}>
              {CHAIN_TOKEN_SYMBOLS.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          </Field>
          <FormTextField
            form={form}
            name={`networks.${index}.tokens.${t}.contract`}
            label="Contract"
            spellCheck={false}
          />
          <FormTextField
            form={form}
            name={`networks.${index}.tokens.${t}.decimals`}
            label="Decimals"
            inputMode="numeric"
            registerOptions={asNumber}
          />
          <Button variant="secondary" disabled={tokens.fields.length === 1} onClick={() => tokens.remove(t)}>
            Remove
          </Button>
        </div>
      ))}
      {tokens.fields.length < 2 && (
        <Button variant="secondary" onClick={() => tokens.append({ symbol: 'USDC', contract: '', decimals: 6 })}>
          Add a token
        </Button>
      )}
    </Card>
  );
}
