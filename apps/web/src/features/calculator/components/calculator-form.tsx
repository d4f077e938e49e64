import { type CalculatorInputError, HASHRATE_UNITS } from '@hashforge/calculator';
import { CUSTOM_CALCULATOR_PRODUCT_ID } from '@hashforge/contract';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, useFieldId } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSendCycles } from '../api/get-send-cycles.ts';
import {
  type CalculatorData,
  type CalculatorInputs,
  type CalculatorMode,
  findCoin,
  findProduct,
  rangeLength,
} from './calculator-model.ts';
import { CoinPicker } from './coin-picker.tsx';
import { ElectricityInput } from './electricity-input.tsx';
import { formatDate, formatHashrate, formatMoney, formatUsd } from './format.ts';
import { SliderField } from './slider-field.tsx';

export interface CalculatorFormProps {
  mode: CalculatorMode;
  data: CalculatorData;
  inputs: CalculatorInputs;
  /** The field the last calculation refused, highlighted until the next one. */
  invalidField: CalculatorInputError['field'] | null;
  pending: boolean;
  today: string;
  type: (patch: Partial<CalculatorInputs>) => void;
  select: (patch: Partial<CalculatorInputs>) => void;
  selectDevice: (deviceId: number) => void;
  selectCoin: (coinName: string) => void;
  onCalculate: () => void;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="-ml-1 px-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** An input with its unit inside on the right. */
function UnitInput({
  id,
  value,
  unit,
  onChange,
  invalid,
  inputMode = 'decimal',
  min,
}: {
  id: string;
  value: string;
  unit: string;
  onChange: (text: string) => void;
  invalid?: boolean;
  inputMode?: 'decimal' | 'numeric';
  min?: number;
}) {
  return (
    <div className="relative">
      <Input
        id={id}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        invalid={invalid}
        onChange={(e) => onChange(e.target.value.replace(inputMode === 'numeric' ? /[^\d]/g : /[^\d.-]/g, ''))}
        className="pr-16"
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-slate-500">
        {unit}
      </span>
    </div>
  );
}

function SendCycleField({
  productCode,
  inputs,
  select,
}: {
  productCode: string;
  inputs: CalculatorInputs;
  select: CalculatorFormProps['select'];
}) {
  const { t } = useTranslation();
  const id = useFieldId('send-cycle');
  const cycles = useSendCycles(productCode);
  const list = cycles.data ?? [];
  if (list.length === 0) return null;
  return (
    <Field label={t('calculator.sendCycle')} id={id} hint={t('calculator.sendCycleHint')}>
      <Select
        id={id}
        value={inputs.sendCycleId ?? ''}
        placeholder={t('calculator.sendCycleNone')}
        options={list.map((c) => ({
          value: c.id,
          label: c.deliveryDate
            ? t('calculator.sendCycleOption', {
                name: c.name,
                price: formatMoney(Number(c.price)),
                date: formatDate(c.deliveryDate),
              })
            : t('calculator.sendCycleNoDate', { name: c.name, price: formatMoney(Number(c.price)) }),
        }))}
        onChange={(e) => {
          const cycle = list.find((c) => c.id === Number(e.target.value));
          if (!cycle) return select({ sendCycleId: null });
          select({
            sendCycleId: cycle.id,
            devicePrice: String(Number(cycle.price)),
            ...(cycle.deliveryDate ? { arrival: cycle.deliveryDate } : {}),
          });
        }}
      />
    </Field>
  );
}

/** The calculators' inputs (docs/domain.md S2), the professional extras when `mode` says so. */
export function CalculatorForm({
  mode,
  data,
  inputs,
  invalidField,
  pending,
  today,
  type,
  select,
  selectDevice,
  selectCoin,
  onCalculate,
}: CalculatorFormProps) {
  const { t } = useTranslation();
  const ids = {
    device: useFieldId('device'),
    power: useFieldId('power'),
    hashrate: useFieldId('hashrate'),
    unit: useFieldId('hashrate-unit'),
    machines: useFieldId('machines'),
    devicePrice: useFieldId('device-price'),
    electricity: useFieldId('electricity'),
    from: useFieldId('from'),
    to: useFieldId('to'),
    coin: useFieldId('coin'),
    price: useFieldId('coin-price'),
    network: useFieldId('network'),
    memory: useFieldId('memory'),
    fee: useFieldId('pool-fee'),
    growth: useFieldId('growth'),
    change: useFieldId('price-change'),
    arrival: useFieldId('arrival'),
  };
  const coin = findCoin(data, inputs.coinName);
  const product = findProduct(data, inputs.deviceId);
  const professional = mode === 'professional';
  const days = rangeLength(inputs.from, inputs.to);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCalculate();
  };
  const fieldError = (field: CalculatorInputError['field']) =>
    invalidField === field ? t(`calculator.invalid.${field}`) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('calculator.formLabel')}>
      <Section title={t('calculator.machine')}>
        <Field label={t('calculator.device')} id={ids.device}>
          <Select
            id={ids.device}
            value={inputs.deviceId}
            options={[
              ...data.productList.map((p) => ({ value: p.id, label: p.name })),
              { value: CUSTOM_CALCULATOR_PRODUCT_ID, label: t('calculator.custom') },
            ]}
            onChange={(e) => selectDevice(Number(e.target.value))}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label={t('calculator.hashrate')}
            id={ids.hashrate}
            error={fieldError('hashrate')}
            className="col-span-2"
          >
            <div className="flex gap-2">
              <Input
                id={ids.hashrate}
                inputMode="decimal"
                autoComplete="off"
                value={inputs.hashrate}
                invalid={invalidField === 'hashrate'}
                onChange={(e) =>
                  type({ hashrate: e.target.value.replace(/[^\d.]/g, ''), deviceId: CUSTOM_CALCULATOR_PRODUCT_ID })
                }
              />
              <div className="w-28 shrink-0">
                <Select
                  id={ids.unit}
                  aria-label={t('calculator.hashrateUnit')}
                  value={inputs.hashrateUnit}
                  options={HASHRATE_UNITS.map((u) => ({ value: u, label: `${u}/s` }))}
                  onChange={(e) => select({ hashrateUnit: e.target.value as CalculatorInputs['hashrateUnit'] })}
                />
              </div>
            </div>
          </Field>
          <Field label={t('calculator.power')} id={ids.power} error={fieldError('power')}>
            <UnitInput
              id={ids.power}
              value={inputs.power}
              unit="W"
              invalid={invalidField === 'power'}
              onChange={(power) => type({ power, deviceId: CUSTOM_CALCULATOR_PRODUCT_ID })}
            />
          </Field>
          <Field label={t('calculator.machines')} id={ids.machines}>
            <UnitInput
              id={ids.machines}
              value={inputs.machines}
              unit={t('calculator.machinesUnit')}
              inputMode="numeric"
              min={1}
              onChange={(machines) => type({ machines })}
            />
          </Field>
          <Field
            label={t('calculator.devicePrice')}
            id={ids.devicePrice}
            className={professional ? undefined : 'col-span-2'}
            hint={professional ? undefined : t('calculator.devicePriceHint')}
          >
            <UnitInput
              id={ids.devicePrice}
              value={inputs.devicePrice}
              unit="USD"
              onChange={(devicePrice) => type({ devicePrice: devicePrice.replace('-', ''), sendCycleId: null })}
            />
          </Field>
          {professional ? (
            <Field label={t('calculator.memory')} id={ids.memory}>
              <UnitInput id={ids.memory} value={inputs.memory} unit="GB" onChange={(memory) => type({ memory })} />
            </Field>
          ) : null}
        </div>
        {professional ? <p className="text-xs text-slate-500">{t('calculator.memoryHint')}</p> : null}
      </Section>

      <Section title={t('calculator.costs')}>
        <Field label={t('calculator.electricity')} id={ids.electricity}>
          <ElectricityInput
            id={ids.electricity}
            value={inputs.electricity}
            onType={(electricity) => type({ electricity })}
            onStep={(electricity) => select({ electricity })}
          />
        </Field>
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between">
            <span className="text-sm font-medium text-slate-700">{t('calculator.dateRange')}</span>
            {days !== null ? (
              <span className="text-xs text-slate-500">{t('calculator.rangeDays', { count: days })}</span>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={ids.from} className="sr-only">
                {t('calculator.from')}
              </label>
              <Input
                id={ids.from}
                type="date"
                min={today}
                value={inputs.from}
                onChange={(e) => select({ from: e.target.value })}
              />
            </div>
            <div>
              <label htmlFor={ids.to} className="sr-only">
                {t('calculator.to')}
              </label>
              <Input
                id={ids.to}
                type="date"
                min={inputs.from}
                value={inputs.to}
                onChange={(e) => select({ to: e.target.value })}
              />
            </div>
          </div>
        </div>
      </Section>

      <Section title={t('calculator.coin')}>
        <div className="space-y-1.5">
          <label htmlFor={ids.coin} className="block text-sm font-medium text-slate-700">
            {t('calculator.coin')}
          </label>
          <CoinPicker id={ids.coin} coins={data.coinData} value={inputs.coinName} onChange={selectCoin} />
          {invalidField === 'estimatedProfit' ? (
            <p role="alert" className="text-xs text-red-600">
              {t('calculator.invalid.estimatedProfit')}
            </p>
          ) : null}
        </div>
        {coin && coin.isMultiCoin !== 1 ? (
          <SliderField
            id={ids.price}
            label={t('calculator.coinPrice')}
            value={inputs.coinPrice}
            max={coin.priceRange.maxPrice}
            display={formatUsd(inputs.coinPrice)}
            invalid={invalidField === 'price'}
            hint={t('calculator.sliderNow', { value: formatUsd(coin.USDPrice) })}
            onChange={(coinPrice) => select({ coinPrice })}
          />
        ) : coin ? (
          <p className="text-xs text-slate-500">
            {t('calculator.mergedPrices', {
              prices: coin.coinList.map((c) => `${c.coinName} ${formatUsd(c.USDPrice)}`).join(' · '),
            })}
          </p>
        ) : null}
        {coin ? (
          <SliderField
            id={ids.network}
            label={t('calculator.networkPower')}
            value={inputs.networkHashrate}
            max={coin.powerRange.maxPower}
            display={formatHashrate(inputs.networkHashrate, coin.network_hashrate_unit)}
            invalid={invalidField === 'networkHashrate'}
            hint={t('calculator.sliderNow', {
              value: formatHashrate(coin.networkHashrate, coin.network_hashrate_unit),
            })}
            onChange={(networkHashrate) => select({ networkHashrate })}
          />
        ) : null}
      </Section>

      {professional ? (
        <Section title={t('calculator.assumptions')}>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('calculator.poolFee')} id={ids.fee}>
              <UnitInput
                id={ids.fee}
                value={inputs.poolFee}
                unit="%"
                onChange={(poolFee) => type({ poolFee: poolFee.replace('-', '') })}
              />
            </Field>
            <Field label={t('calculator.networkGrowth')} id={ids.growth}>
              <UnitInput
                id={ids.growth}
                value={inputs.networkGrowth}
                unit={t('calculator.perMonth')}
                onChange={(networkGrowth) => type({ networkGrowth })}
              />
            </Field>
            <Field label={t('calculator.priceChange')} id={ids.change}>
              <UnitInput
                id={ids.change}
                value={inputs.priceChange}
                unit={t('calculator.perMonth')}
                onChange={(priceChange) => type({ priceChange })}
              />
            </Field>
            <Field label={t('calculator.arrival')} id={ids.arrival}>
              <Input
                id={ids.arrival}
                type="date"
                min={inputs.from}
                value={inputs.arrival}
                onChange={(e) => select({ arrival: e.target.value, sendCycleId: null })}
              />
            </Field>
          </div>
          <p className="text-xs text-slate-500">{t('calculator.arrivalHint')}</p>
          {product?.productCode ? (
            <SendCycleField productCode={product.productCode} inputs={inputs} select={select} />
          ) : null}
        </Section>
      ) : null}

      <div>
        <Button type="submit" size="lg" block>
          {t('calculator.calculate')}
        </Button>
        <p className={cn('mt-2 text-center text-xs text-slate-500', !pending && 'invisible')} aria-live="polite">
          {pending ? t('calculator.recalculating') : '\u00a0'}
        </p>
      </div>
    </form>
  );
}
