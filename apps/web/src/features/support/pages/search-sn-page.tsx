import { type MachineInfo, machineCodeField, msg, Warranty } from '@hashforge/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { Page, PageTitle } from '../../../components/page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field, Input, useFieldId } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useMachineLookup } from '../api/get-machine-info.ts';

function WarrantyRow({
  label,
  status,
  days,
  end,
}: {
  label: string;
  status: number;
  days: number | null;
  end: string | null;
}) {
  const { t } = useTranslation();
  const [text, sub, tone] =
    status === Warranty.under && days !== null && end
      ? [
          t('sn.daysLeft', { count: days }),
          t('sn.until', { date: formatDate(end) }),
          'text-emerald-700 bg-emerald-50 ring-emerald-200',
        ]
      : status === Warranty.over && end
        ? [t('sn.expired'), t('sn.expiredOn', { date: formatDate(end) }), 'text-red-700 bg-red-50 ring-red-200']
        : [t('sn.unknown'), '', 'text-slate-600 bg-slate-50 ring-slate-200'];
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-right">
        <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', tone)}>{text}</span>
        {sub ? <span className="mt-0.5 block text-xs text-slate-500">{sub}</span> : null}
      </dd>
    </div>
  );
}

function Result({ info }: { info: MachineInfo }) {
  const { t } = useTranslation();
  const unknown = info.machineWarranty === Warranty.unknown && info.boardWarranty === Warranty.unknown;
  return (
    <section
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="sn-result"
      aria-live="polite"
    >
      <dl className="divide-y divide-slate-100">
        <div className="flex items-center justify-between gap-4 pb-3">
          <dt className="text-sm text-slate-500">{t('sn.serial')}</dt>
          <dd className="font-mono font-semibold text-slate-900">{info.machineCode}</dd>
        </div>
        {info.productCategoryName ? (
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm text-slate-500">{t('sn.model')}</dt>
            <dd className="font-medium text-slate-900">{info.productCategoryName}</dd>
          </div>
        ) : null}
        {info.computingPower ? (
          <div className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm text-slate-500">{t('sn.hashrateLevel')}</dt>
            <dd className="font-medium text-slate-900">{info.computingPower}</dd>
          </div>
        ) : null}
        <WarrantyRow
          label={t('sn.machineWarranty')}
          status={info.machineWarranty}
          days={info.machineWarrantyDays}
          end={info.afterEndTime}
        />
        <WarrantyRow
          label={t('sn.boardWarranty')}
          status={info.boardWarranty}
          days={info.boardWarrantyDays}
          end={info.afterEndPlateTime}
        />
      </dl>
      {unknown ? <p className="mt-3 text-sm text-slate-500">{t('sn.unknownHint')}</p> : null}
      <div className="mt-4 flex justify-end">
        <ButtonLink
          to={paths.afterSaleApplyFor(info.machineCode)}
          variant="secondary"
          size="sm"
          data-testid="sn-repair"
        >
          {t('sn.repair')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** SN search: a device's hashrate level and warranty by its serial number (docs/domain.md S2). */
export default function SearchSnPage() {
  const { t } = useTranslation();
  const id = useFieldId('sn');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lookup = useMachineLookup();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = machineCodeField.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg.enterSn);
      lookup.reset();
      return;
    }
    setError(null);
    lookup.mutate(parsed.data, {
      onError: (e) => setError(e instanceof ApiError ? e.message : msg.snNotFound),
    });
  };

  return (
    <Page narrow>
      <PageTitle sub={t('sn.intro')}>{t('titles.SearchSn')}</PageTitle>
      <form onSubmit={submit} noValidate className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <Field label={t('sn.label')} id={id} error={error ?? undefined}>
          <div className="flex gap-2">
            <Input
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={t('sn.placeholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
            />
            <Button type="submit" loading={lookup.isPending}>
              <SearchIcon className="size-4" />
              {t('sn.search')}
            </Button>
          </div>
        </Field>
        {error === msg.snNotFound ? <p className="mt-2 text-sm text-slate-500">{t('sn.notFoundHint')}</p> : null}
      </form>
      {lookup.data && !error ? <Result info={lookup.data} /> : null}
    </Page>
  );
}
