import { isoDate, projectionCsv } from '@hashforge/calculator';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { CalculatorForm } from './calculator-form.tsx';
import {
  type CalculatorData,
  type CalculatorInputs,
  type CalculatorMode,
  findProduct,
  initialInputs,
  inputsFromSearch,
  inputsToSearch,
} from './calculator-model.ts';
import { CalculatorResults } from './calculator-results.tsx';
import { useCalculator } from './use-calculator.ts';

function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard || !window.isSecureContext) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Permission refused: the caller says so.
    return false;
  }
}

export interface CalculatorWorkspaceProps {
  mode: CalculatorMode;
  data: CalculatorData;
  /** When the data was fetched: the moment its heights refer to. */
  fetchedAt: number;
}

/** Form and results side by side (stacked on a phone), for either calculator. */
export function CalculatorWorkspace({ mode, data, fetchedAt }: CalculatorWorkspaceProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const professional = mode === 'professional';
  const now = useMemo(() => new Date(fetchedAt), [fetchedAt]);
  // Read once: later URL changes are this page writing its own state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL is read on the first render only
  const initial = useMemo<CalculatorInputs>(() => {
    const defaults = initialInputs(data, now);
    return (professional ? inputsFromSearch(searchParams, defaults, data) : null) ?? defaults;
  }, [data, now, professional]);

  const calculator = useCalculator({
    data,
    mode,
    now,
    initial,
    // The professional state lives in the URL, so a result can be shared (replace: no history spam).
    onCommit: professional ? (inputs) => setSearchParams(inputsToSearch(inputs), { replace: true }) : undefined,
  });
  const { inputs, outcome } = calculator;
  const resultsRef = useRef<HTMLDivElement>(null);
  const calculateNow = () => {
    calculator.commit();
    // Stacked layout (phones, small tablets): the result is below the form, so bring it into view.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };
  const memory = professional ? Number(inputs.memory) || null : (findProduct(data, inputs.deviceId)?.memory ?? null);

  const actions =
    professional && outcome.ok ? (
      <>
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            // The URL is written on each calculation; make sure it holds the inputs on screen.
            calculator.commit();
            const url = `${window.location.origin}${window.location.pathname}?${inputsToSearch(inputs).toString()}`;
            if (await copyText(url)) toast.success(t('calculator.linkCopied'));
            else toast.warning(t('calculator.linkCopyFailed'));
          }}
        >
          {t('calculator.share')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadCsv(
              `hashforge-${outcome.value.coin.coinName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${isoDate(now)}.csv`,
              projectionCsv(outcome.value.projection),
            )
          }
        >
          {t('calculator.exportCsv')}
        </Button>
      </>
    ) : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] xl:grid-cols-[25rem_minmax(0,1fr)]">
      <CalculatorForm
        mode={mode}
        data={data}
        inputs={inputs}
        invalidField={outcome.ok ? null : outcome.error.field}
        pending={calculator.pending}
        today={isoDate(new Date())}
        type={calculator.type}
        select={calculator.select}
        selectDevice={calculator.selectDevice}
        selectCoin={calculator.selectCoin}
        onCalculate={calculateNow}
      />
      <div ref={resultsRef} aria-live="polite" className="min-w-0 scroll-mt-20">
        {outcome.ok ? (
          <CalculatorResults evaluation={outcome.value} memory={memory} actions={actions} />
        ) : (
          <div
            role="alert"
            data-testid="calculator-error"
            className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800"
          >
            <p className="font-semibold">{outcome.message}</p>
            <p className="mt-1 text-sm">{t(`calculator.invalid.${outcome.error.field}`)}</p>
          </div>
        )}
      </div>
    </div>
  );
}
