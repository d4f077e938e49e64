import { CUSTOM_CALCULATOR_PRODUCT_ID } from '@hashforge/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type CalculatorData,
  type CalculatorInputs,
  type CalculatorMode,
  coinFields,
  coinForAlgorithm,
  evaluate,
  findCoin,
  findProduct,
  machineFields,
  productForAlgorithm,
  RECALC_DELAY_MS,
  sameAlgorithm,
} from './calculator-model.ts';

type TimerRef = { current: ReturnType<typeof setTimeout> | null };

function cancelTimer(timer: TimerRef): void {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}

export interface UseCalculatorOptions {
  data: CalculatorData;
  mode: CalculatorMode;
  /** The moment the coin heights refer to: when the data was fetched. */
  now: Date;
  initial: CalculatorInputs;
  /** Called with the inputs each time a result is computed (the professional page writes the URL). */
  onCommit?: (inputs: CalculatorInputs) => void;
}

/**
 * The calculator's state. Typing changes the inputs only; Calculate (or Enter) computes. A selection
 * (machine, coin, slider, date, arrow, batch) computes by itself RECALC_DELAY_MS later, so dragging a
 * slider does not recompute on every pixel.
 */
export function useCalculator({ data, mode, now, initial, onCommit }: UseCalculatorOptions) {
  const [inputs, setInputs] = useState(initial);
  const [committed, setCommitted] = useState(initial);
  const [pending, setPending] = useState(false);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  useEffect(() => () => cancelTimer(timer), []);

  const commit = useCallback(() => {
    cancelTimer(timer);
    setPending(false);
    setCommitted(latest.current);
    onCommitRef.current?.(latest.current);
  }, []);

  const apply = useCallback((next: CalculatorInputs) => {
    latest.current = next;
    setInputs(next);
  }, []);

  /** Typing: the inputs change, the result waits for Calculate or Enter. */
  const type = useCallback((patch: Partial<CalculatorInputs>) => apply({ ...latest.current, ...patch }), [apply]);

  /** A selection: the result follows after the delay. */
  const select = useCallback(
    (patch: Partial<CalculatorInputs>) => {
      apply({ ...latest.current, ...patch });
      cancelTimer(timer);
      setPending(true);
      timer.current = setTimeout(commit, RECALC_DELAY_MS);
    },
    [apply, commit],
  );

  /** Picking a machine fills its figures and, if it mines another algorithm, that algorithm's coin. */
  const selectDevice = useCallback(
    (deviceId: number) => {
      const product = findProduct(data, deviceId);
      if (!product) return select({ deviceId: CUSTOM_CALCULATOR_PRODUCT_ID, sendCycleId: null });
      const coin = findCoin(data, latest.current.coinName);
      const sameCoin = coin && sameAlgorithm(coin.algorithm, product.algorithm);
      const nextCoin = sameCoin ? undefined : coinForAlgorithm(data, product.algorithm);
      select({ ...machineFields(product), ...(nextCoin ? coinFields(nextCoin) : {}) });
    },
    [data, select],
  );

  /** Picking a coin of another algorithm than the machine's picks a machine of that algorithm. */
  const selectCoin = useCallback(
    (coinName: string) => {
      const coin = findCoin(data, coinName);
      if (!coin) return;
      const device = findProduct(data, latest.current.deviceId);
      const fits = device && sameAlgorithm(device.algorithm, coin.algorithm);
      if (fits || (!device && latest.current.hashrate !== '')) return select(coinFields(coin));
      const other = productForAlgorithm(data, coin.algorithm);
      select({
        ...coinFields(coin),
        ...(other
          ? machineFields(other)
          : { deviceId: CUSTOM_CALCULATOR_PRODUCT_ID, hashrateUnit: coin.hashrateUnit, sendCycleId: null }),
      });
    },
    [data, select],
  );

  const outcome = useMemo(() => evaluate(committed, data, mode, now), [committed, data, mode, now]);

  return { inputs, outcome, pending, type, select, selectDevice, selectCoin, commit };
}
