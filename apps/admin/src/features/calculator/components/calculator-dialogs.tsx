import { calculatorDesk } from '@hashforge/contract/admin/calculator';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Field, FormTextField, Select } from '../../../components/ui/field.tsx';
import type { CallData } from '../../../lib/api.ts';
import { asNumber, useFormSubmit, useSchemaForm } from '../../../lib/form.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateCalculatorProduct } from '../api/update-calculator-product.ts';
import { useUpdateCoin } from '../api/update-coin.ts';

export type Coin = CallData<typeof calculatorDesk.updateCoin>;
export type CalculatorProduct = CallData<typeof calculatorDesk.updateProduct>;

/** The hashrate units the API takes, read from the contract so the two cannot drift apart. */
const HASHRATE_UNITS = calculatorDesk.updateCoin.request.shape.networkHashrateUnit.unwrap().options;
type HashrateUnit = (typeof HASHRATE_UNITS)[number];
const isHashrateUnit = (value: string): value is HashrateUnit => (HASHRATE_UNITS as readonly string[]).includes(value);

/**
 * The fields whose value differs from the row as listed. Staff's change is sent alone: the audit then
 * records what staff changed, and an unsent height is moved on to now by the API where the listed
 * one, sent back, would set the chain back by the blocks mined since the list was loaded.
 */
function changedFields<T extends object>(values: T, listed: object): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => value !== (listed as Record<string, unknown>)[key]),
  ) as Partial<T>;
}

function HashrateUnitOptions({ listed }: { listed: string }) {
  return (
    <>
      {/* A unit the calculator cannot read hides the row from the shop: staff must pick a real one. */}
      {!isHashrateUnit(listed) && <option value="">{listed || 'None'} (not a unit)</option>}
      {HASHRATE_UNITS.map((unit) => (
        <option key={unit} value={unit}>
          {unit}/s
        </option>
      ))}
    </>
  );
}

export function CoinDialog({ coin, onClose }: { coin: Coin; onClose: () => void }) {
  const update = useUpdateCoin();
  const form = useSchemaForm(calculatorDesk.updateCoin.request, {
    defaultValues: {
      coinName: coin.coinName,
      usdPrice: coin.usdPrice,
      networkHashrate: coin.networkHashrate,
      networkHashrateUnit: isHashrateUnit(coin.networkHashrateUnit) ? coin.networkHashrateUnit : undefined,
      blockReward: coin.blockReward,
      blockTime: coin.blockTime,
      currentHeight: coin.currentHeight,
    },
  });
  const { submit, formError } = useFormSubmit(
    form,
    async ({ coinName, networkHashrate, networkHashrateUnit, ...rest }) => {
      const figures = changedFields(rest, coin);
      const networkChanged =
        networkHashrate !== coin.networkHashrate || networkHashrateUnit !== coin.networkHashrateUnit;
      // The API takes a network hashrate only with its unit: a figure alone would be read in the old one.
      const network = networkChanged ? { networkHashrate, networkHashrateUnit } : {};
      // Thrown, it shows above the form as the API's own refusals do.
      if (Object.keys(figures).length === 0 && !networkChanged)
        throw new Error('No figure changed: edit one, or cancel');
      await update.mutateAsync({ coinName, ...figures, ...network });
      showToast('success', `${coin.name}: figures saved. The shop's calculator uses them at once.`);
      onClose();
    },
  );
  const errors = form.formState.errors;
  return (
    <FormDialog
      formId="coin-figures"
      size="lg"
      title={`Figures · ${coin.name} (${coin.coinName})`}
      description="The stored profit, the slider ranges and any merged entry with this coin follow the change."
      error={formError}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField form={form} name="usdPrice" label="Price (USD)" inputMode="decimal" registerOptions={asNumber} />
      <div className="grid grid-cols-[1fr_110px] gap-2">
        <FormTextField
          form={form}
          name="networkHashrate"
          label="Network hashrate"
          inputMode="decimal"
          registerOptions={asNumber}
        />
        <Field label="Network unit" htmlFor="coin-network-unit" error={errors.networkHashrateUnit?.message}>
          <Select id="coin-network-unit" {...form.register('networkHashrateUnit')}>
            <HashrateUnitOptions listed={coin.networkHashrateUnit} />
          </Select>
        </Field>
      </div>
      <FormTextField
        form={form}
        name="blockReward"
        label={`Block reward (${coin.coinName})`}
        hint="Paid to the miner per block, without fees"
        inputMode="decimal"
        registerOptions={asNumber}
      />
      <FormTextField
        form={form}
        name="blockTime"
        label="Block time (seconds)"
        inputMode="decimal"
        registerOptions={asNumber}
      />
      <FormTextField
        form={form}
        name="currentHeight"
        label="Current height"
        hint="Left as it is, the API moves it on with the block time"
        inputMode="numeric"
        registerOptions={asNumber}
      />
    </FormDialog>
  );
}

export function CalculatorProductDialog({ product, onClose }: { product: CalculatorProduct; onClose: () => void }) {
  const update = useUpdateCalculatorProduct();
  const form = useSchemaForm(calculatorDesk.updateProduct.request, {
    defaultValues: {
      id: product.id,
      name: product.name,
      power: product.power,
      hashrate: product.hashrate,
      hashrateUnit: isHashrateUnit(product.hashrateUnit) ? product.hashrateUnit : undefined,
      price: product.price,
      productCode: product.productCode ?? '',
      sort: product.sort,
    },
  });
  const { submit, formError } = useFormSubmit(form, async ({ id, productCode, ...rest }) => {
    // An empty box unlinks the machine from the catalogue rather than storing an empty code.
    const change = changedFields({ ...rest, productCode: productCode || null }, product);
    // Thrown, it shows above the form as the API's own refusals do.
    if (Object.keys(change).length === 0) throw new Error('Nothing changed: edit a field, or cancel');
    const saved = await update.mutateAsync({ id, ...change });
    showToast('success', `${saved.name} saved. The shop's calculator shows the change at once.`);
    onClose();
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      formId="calculator-product"
      size="lg"
      title={`Machine · ${product.name}`}
      description={`${product.algorithm}: the calculator offers it with the coins of this algorithm.`}
      error={formError}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField form={form} name="name" label="Name" className="col-span-2" />
      <div className="grid grid-cols-[1fr_110px] gap-2">
        <FormTextField form={form} name="hashrate" label="Hashrate" inputMode="decimal" registerOptions={asNumber} />
        <Field label="Hashrate unit" htmlFor="machine-hashrate-unit" error={errors.hashrateUnit?.message}>
          <Select id="machine-hashrate-unit" {...form.register('hashrateUnit')}>
            <HashrateUnitOptions listed={product.hashrateUnit} />
          </Select>
        </Field>
      </div>
      <FormTextField form={form} name="power" label="Power (W)" inputMode="decimal" registerOptions={asNumber} />
      <FormTextField form={form} name="price" label="Price (USD)" inputMode="decimal" registerOptions={asNumber} />
      <FormTextField
        form={form}
        name="sort"
        label="Order"
        hint="Lower comes first in the calculator's machine list"
        inputMode="numeric"
        registerOptions={asNumber}
      />
      <FormTextField
        form={form}
        name="productCode"
        label="Catalogue product code"
        hint="The catalogue product it is sold as; empty: not sold in the shop"
        className="col-span-2"
        inputClassName="font-mono"
      />
    </FormDialog>
  );
}
