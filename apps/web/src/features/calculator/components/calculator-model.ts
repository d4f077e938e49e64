import {
  addDays,
  type CalculatorInputError,
  type CalculatorResult,
  calculate,
  coinFiguresFromWire,
  DAY_MS,
  daysBetween,
  estimateHeight,
  type HashrateUnit,
  type IncomeRow,
  incomeTable,
  isHashrateUnit,
  isoDate,
  type MachineInput,
  type ProjectedCoin,
  type Projection,
  type ProjectionNotice,
  project,
  startOfDay,
  validateCalculatorInput,
  withNetworkHashrate,
} from '@hashforge/calculator';
import {
  type CalculatorCoin,
  type CalculatorProduct,
  CUSTOM_CALCULATOR_PRODUCT_ID,
  DEFAULT_CALCULATOR_PRODUCT_ID,
  msg,
} from '@hashforge/contract';

/**
 * The calculators' inputs, defaults and evaluation: everything but the rendering. Text inputs keep
 * the text the buyer typed; numbers are read when they press Calculate (or Enter), so a half-typed
 * "0." does not flash errors. The formulas are the engine's (`@hashforge/calculator`).
 */

export interface CalculatorData {
  productList: CalculatorProduct[];
  coinData: CalculatorCoin[];
}

export interface CalculatorInputs {
  deviceId: number;
  power: string;
  hashrate: string;
  hashrateUnit: HashrateUnit;
  devicePrice: string;
  machines: string;
  electricity: string;
  /** `YYYY-MM-DD`, first and last day of the range. */
  from: string;
  to: string;
  coinName: string;
  /** Price slider, USD. */
  coinPrice: number;
  /** Network-power slider, in the coin's `network_hashrate_unit`. */
  networkHashrate: number;
  // Professional calculator only.
  poolFee: string;
  networkGrowth: string;
  priceChange: string;
  /** `YYYY-MM-DD` the machines arrive; empty = they mine from the first day. */
  arrival: string;
  /** Memory of one machine in GB (GiB), for the DAG check; empty = unknown. */
  memory: string;
  sendCycleId: number | null;
}

/** docs/domain.md S9: machine count 1; electricity 0.05 per kWh, arrows step 0.1; today to +730 days. */
export const DEFAULT_MACHINES = 1;
export const DEFAULT_ELECTRICITY = 0.05;
export const ELECTRICITY_STEP = 0.1;
export const DEFAULT_RANGE_DAYS = 730;
/** The result recalculates this long after a selection (spec: 1 to 1.5 s). */
export const RECALC_DELAY_MS = 1200;
/** Sliders start at a third of their maxima. */
export const SLIDER_START = 1 / 3;
/** The professional calculator's starting assumptions: a typical PPS+ pool fee, difficulty rising. */
export const PRO_DEFAULTS = { poolFee: '1', networkGrowth: '2', priceChange: '0' } as const;
/** Longest range a chart shows. */
export const MAX_RANGE_DAYS = 3650;

export function findCoin(data: CalculatorData, coinName: string): CalculatorCoin | undefined {
  return data.coinData.find((c) => c.coinName === coinName);
}

export function findProduct(data: CalculatorData, id: number): CalculatorProduct | undefined {
  return data.productList.find((p) => p.id === id);
}

/** Machines and coins name an algorithm in any case (Etchash, etchash). */
export const sameAlgorithm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first coin (in the picker's order) a machine of this algorithm mines. */
export function coinForAlgorithm(data: CalculatorData, algorithm: string): CalculatorCoin | undefined {
  return data.coinData.find((c) => sameAlgorithm(c.algorithm, algorithm));
}

export function productForAlgorithm(data: CalculatorData, algorithm: string): CalculatorProduct | undefined {
  return data.productList.find((p) => sameAlgorithm(p.algorithm, algorithm));
}

/** A number as the text of an input: no float noise (0.15000000000000002), no exponent. */
export function numberText(value: number, maxDecimals = 6): string {
  if (!Number.isFinite(value)) return '';
  return String(Number(value.toFixed(maxDecimals)));
}

/** What picking a machine fills in; the device price starts at 0 (spec: price reset to 0 on load). */
export function machineFields(product: CalculatorProduct): Partial<CalculatorInputs> {
  return {
    deviceId: product.id,
    power: numberText(product.power),
    hashrate: numberText(product.hashrate),
    hashrateUnit: product.hashrateUnit,
    memory: product.memory === null ? '' : numberText(product.memory),
    devicePrice: '0',
    sendCycleId: null,
  };
}

/** What picking a coin fills in: both sliders at a third of their maxima. */
export function coinFields(coin: CalculatorCoin): Partial<CalculatorInputs> {
  return {
    coinName: coin.coinName,
    coinPrice: coin.priceRange.maxPrice * SLIDER_START,
    networkHashrate: coin.powerRange.maxPower * SLIDER_START,
  };
}

export function initialInputs(data: CalculatorData, today: Date): CalculatorInputs {
  const product = findProduct(data, DEFAULT_CALCULATOR_PRODUCT_ID) ?? data.productList[0];
  const coin = (product && coinForAlgorithm(data, product.algorithm)) ?? data.coinData[0];
  const base: CalculatorInputs = {
    deviceId: CUSTOM_CALCULATOR_PRODUCT_ID,
    power: '',
    hashrate: '',
    hashrateUnit: coin?.hashrateUnit ?? 'MH',
    devicePrice: '0',
    machines: String(DEFAULT_MACHINES),
    electricity: numberText(DEFAULT_ELECTRICITY),
    from: isoDate(today),
    to: isoDate(addDays(startOfDay(today), DEFAULT_RANGE_DAYS)),
    coinName: '',
    coinPrice: 0,
    networkHashrate: 0,
    poolFee: PRO_DEFAULTS.poolFee,
    networkGrowth: PRO_DEFAULTS.networkGrowth,
    priceChange: PRO_DEFAULTS.priceChange,
    arrival: '',
    memory: '',
    sendCycleId: null,
  };
  return { ...base, ...(product ? machineFields(product) : {}), ...(coin ? coinFields(coin) : {}) };
}

/** Electricity after an arrow: one step of 0.1, never below 0, without float noise. */
export function stepElectricity(text: string, direction: 1 | -1): string {
  const current = Number.parseFloat(text);
  const base = Number.isFinite(current) ? current : 0;
  return numberText(Math.max(0, base + direction * ELECTRICITY_STEP), 4);
}

function toNumber(text: string, fallback: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

export type CalculatorMode = 'payback' | 'professional';

export interface Evaluation {
  mode: CalculatorMode;
  coin: CalculatorCoin;
  machine: MachineInput;
  /** Day-one figures (with the pool fee and the arrival day's network for the professional one). */
  result: CalculatorResult;
  incomeTable: IncomeRow[];
  projection: Projection;
  /** Days to pay back: the formula for the payback calculator, mining days from the arrival otherwise. */
  paybackDays: number | null;
  /** The date the investment is back, when it is. */
  paybackDate: string | null;
  /** The start of the range, which is also when the money is spent. */
  start: Date;
}

export type EvaluationOutcome =
  | { ok: true; value: Evaluation }
  | { ok: false; error: CalculatorInputError; message: string };

function fail(error: CalculatorInputError): EvaluationOutcome {
  return { ok: false, error, message: msg.calculatorInvalid(error.suffix) };
}

/**
 * Runs the calculator on the inputs: the spec's validation first (its generic error and suffix),
 * then the engine. `now` is the moment the coin heights refer to (when the data was fetched).
 */
export function evaluate(
  inputs: CalculatorInputs,
  data: CalculatorData,
  mode: CalculatorMode,
  now: Date,
): EvaluationOutcome {
  const coin = findCoin(data, inputs.coinName);
  const hashrate = toNumber(inputs.hashrate, Number.NaN);
  const power = toNumber(inputs.power, Number.NaN);
  const multi = coin?.isMultiCoin === 1;
  const invalid = validateCalculatorInput({
    hashrate,
    power,
    isMultiCoin: multi,
    networkHashrate: inputs.networkHashrate,
    otherNetworkHashrates: coin?.coinList.map((c) => c.networkHashrate) ?? [],
    estimatedProfit: coin?.estimated_profit ?? 0,
    price: inputs.coinPrice,
  });
  if (invalid) return fail(invalid);
  if (!coin) return fail({ suffix: '3', field: 'estimatedProfit' });

  const machine: MachineInput = {
    hashrate,
    hashrateUnit: inputs.hashrateUnit,
    power,
    machines: Math.max(1, Math.floor(toNumber(inputs.machines, DEFAULT_MACHINES)) || DEFAULT_MACHINES),
    devicePrice: Math.max(0, toNumber(inputs.devicePrice, 0) || 0),
    electricityPrice: Math.max(0, toNumber(inputs.electricity, 0) || 0),
  };

  // The sliders set the first coin's price (single coins only) and network; merged coins follow by ratio.
  const figures = coin.coinList.map((f, i) =>
    i === 0 && !multi ? { ...coinFiguresFromWire(f), price: inputs.coinPrice } : coinFiguresFromWire(f),
  );
  const coins = withNetworkHashrate(figures, inputs.networkHashrate);

  const today = startOfDay(now);
  const fromDate = parseDate(inputs.from) ?? today;
  const start = fromDate > today ? fromDate : now;
  const lastDay = parseDate(inputs.to) ?? addDays(today, DEFAULT_RANGE_DAYS);
  const end = new Date(
    Math.min(Math.max(lastDay.getTime(), start.getTime()), addDays(startOfDay(start), MAX_RANGE_DAYS - 1).getTime()),
  );
  const professional = mode === 'professional';
  const projected: ProjectedCoin[] = coins.map((c, i) => {
    const f = coin.coinList[i]!;
    return {
      ...c,
      // Heights are as of `now`; a range starting later starts from the height expected then.
      height: estimateHeight(f.currentHeight, f.blockTime, now, start),
      rewardEvents: professional ? f.halvings : [],
      dagRule: professional ? f.dagRule : null,
    };
  });
  const percent = (text: string) => {
    const n = toNumber(text, 0);
    return Number.isFinite(n) ? n : 0;
  };
  const arrival = professional ? parseDate(inputs.arrival) : null;
  const memory = professional ? toNumber(inputs.memory, 0) : 0;
  const runProjection = () =>
    project(machine, projected, {
      now: start,
      end,
      poolFeePercent: professional ? Math.min(100, Math.max(0, percent(inputs.poolFee))) : 0,
      // Above -100 % a month, or the network would vanish.
      networkGrowthPercent: professional ? Math.max(-90, percent(inputs.networkGrowth)) : 0,
      priceChangePercent: professional ? Math.max(-90, percent(inputs.priceChange)) : 0,
      arrival,
      memoryGiB: Number.isFinite(memory) && memory > 0 ? memory : null,
    });

  // The professional calculator answers with its projection; the payback calculator with the
  // day-one formula, its projection only drawing the chart, which comes after the first paint, so
  // the projection is made when first read.
  let projection: Projection | null = null;
  const projectionNow = () => {
    projection ??= runProjection();
    return projection;
  };
  const answer = professional ? projectionFigures(projectionNow()) : paybackFigures(calculate(machine, coins), start);
  return {
    ok: true,
    value: {
      mode,
      coin,
      machine,
      start,
      ...answer,
      get projection() {
        return projectionNow();
      },
    },
  };
}

function projectionFigures(projection: Projection) {
  return {
    result: projection.firstDay,
    incomeTable: projection.incomeTable,
    paybackDays: projection.paybackDays,
    paybackDate: projection.paybackDate,
  };
}

function paybackFigures(result: CalculatorResult, start: Date) {
  const paybackDays = result.pay_for_itself_time;
  return {
    result,
    incomeTable: incomeTable(result),
    paybackDays,
    paybackDate: paybackDays === null ? null : isoDate(new Date(start.getTime() + paybackDays * DAY_MS)),
  };
}

export function parseDate(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || isoDate(date) !== text ? null : date;
}

/** Days from `from` to `to` inclusive, for the range's label. */
export function rangeLength(from: string, to: string): number | null {
  const a = parseDate(from);
  const b = parseDate(to);
  return a && b ? daysBetween(a, b) + 1 : null;
}

// ---------------------------------------------------------------- shareable state (professional)

/** Short names of the URL's search parameters; the values are the inputs' texts. */
const URL_KEYS = {
  deviceId: 'd',
  power: 'p',
  hashrate: 'h',
  hashrateUnit: 'u',
  devicePrice: 'dp',
  machines: 'n',
  electricity: 'e',
  from: 'from',
  to: 'to',
  coinName: 'c',
  coinPrice: 'cp',
  networkHashrate: 'nh',
  poolFee: 'fee',
  networkGrowth: 'g',
  priceChange: 'pc',
  arrival: 'arr',
  memory: 'mem',
  sendCycleId: 'sc',
} as const satisfies Record<keyof CalculatorInputs, string>;

export function inputsToSearch(inputs: CalculatorInputs): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(URL_KEYS) as [keyof CalculatorInputs, string][]) {
    const value = inputs[field];
    if (value === null || value === '') continue;
    params.set(key, typeof value === 'number' ? numberText(value, 10) : value);
  }
  return params;
}

const decimalText = /^-?\d+(\.\d+)?$/;
const dateText = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Inputs from a shared URL over the defaults. Every value is checked: a machine or coin the shop no
 * longer lists, a garbled number or date, falls back to the default rather than breaking the page.
 * Answers null when the URL carries no calculator state.
 */
export function inputsFromSearch(
  params: URLSearchParams,
  defaults: CalculatorInputs,
  data: CalculatorData,
): CalculatorInputs | null {
  if (!params.has(URL_KEYS.coinName)) return null;
  const out: CalculatorInputs = { ...defaults };
  const text = (field: keyof typeof URL_KEYS, pattern: RegExp) => {
    const value = params.get(URL_KEYS[field]);
    return value !== null && pattern.test(value) && value.length <= 32 ? value : null;
  };
  const coin = findCoin(data, params.get(URL_KEYS.coinName) ?? '');
  if (coin) Object.assign(out, coinFields(coin));
  const deviceId = Number(params.get(URL_KEYS.deviceId));
  if (deviceId === CUSTOM_CALCULATOR_PRODUCT_ID || findProduct(data, deviceId)) out.deviceId = deviceId;
  for (const field of [
    'power',
    'hashrate',
    'devicePrice',
    'machines',
    'electricity',
    'poolFee',
    'networkGrowth',
    'priceChange',
    'memory',
  ] as const) {
    const value = text(field, decimalText);
    if (value !== null) out[field] = value;
  }
  for (const field of ['from', 'to', 'arrival'] as const) {
    const value = text(field, dateText);
    if (value !== null && parseDate(value)) out[field] = value;
  }
  const unit = params.get(URL_KEYS.hashrateUnit) ?? '';
  if (isHashrateUnit(unit)) out.hashrateUnit = unit;
  for (const field of ['coinPrice', 'networkHashrate'] as const) {
    const value = text(field, decimalText);
    if (value !== null) out[field] = Number(value);
  }
  const cycle = Number(params.get(URL_KEYS.sendCycleId));
  out.sendCycleId = Number.isInteger(cycle) && cycle > 0 ? cycle : null;
  return out;
}

// ---------------------------------------------------------------- notices

export type RewardNotice = Extract<ProjectionNotice, { kind: 'rewardChange' }>;
export type ShownNotice = Exclude<ProjectionNotice, RewardNotice> | (RewardNotice & { more: RewardNotice[] });

/** A coin's reward steps as one notice: the first, and how many follow (Kaspa steps down every month). */
export function groupNotices(notices: ProjectionNotice[]): ShownNotice[] {
  const shown: ShownNotice[] = [];
  const firstByCoin = new Map<string, RewardNotice & { more: RewardNotice[] }>();
  for (const n of notices) {
    if (n.kind !== 'rewardChange') {
      shown.push(n);
      continue;
    }
    const first = firstByCoin.get(n.coinName);
    if (first) first.more.push(n);
    else {
      const entry = { ...n, more: [] };
      firstByCoin.set(n.coinName, entry);
      shown.push(entry);
    }
  }
  return shown;
}
