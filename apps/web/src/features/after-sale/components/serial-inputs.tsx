import { AFTER_SALE_MAX_SERIALS, msg } from '@hashforge/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MiniPlusIcon, MiniTrashIcon } from '../../../components/icons.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useMachineWarranty } from '../api/get-machine-warranty.ts';
import { WarrantyBadge } from './warranty-badge.tsx';

function SerialRow({
  index,
  value,
  onChange,
  onRemove,
  invalid,
}: {
  index: number;
  value: string;
  onChange: (value: string) => void;
  onRemove?: () => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  // Looked up when the buyer leaves the field, not on every keystroke.
  const [checked, setChecked] = useState(value.trim());
  const warranty = useMachineWarranty(checked);
  const inputId = `serial-${index}`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={inputId} className="w-24 shrink-0 text-sm text-slate-600">
        {t('afterSale.apply.serial', { n: index + 1 })}
      </label>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <Input
          id={inputId}
          name={`machineCodeList.${index}`}
          value={value}
          invalid={invalid}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          placeholder={t('afterSale.apply.serialPlaceholder')}
          className="font-mono uppercase placeholder:normal-case"
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => setChecked(e.target.value.trim())}
        />
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className="flex size-10 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-red-600"
            aria-label={t('afterSale.apply.removeDevice', { n: index + 1 })}
          >
            <MiniTrashIcon className="size-4" />
          </button>
        ) : null}
      </div>
      <div
        className={cn(
          'min-h-6 items-center gap-2 sm:flex sm:w-64 sm:shrink-0',
          checked.length >= 4 ? 'flex' : 'hidden',
        )}
        aria-live="polite"
      >
        {checked.length >= 4 ? (
          <>
            <WarrantyBadge status={warranty.data?.status} checking={warranty.isFetching} />
            {warranty.data?.productCategoryName ? (
              <span className="truncate text-xs text-slate-500">{warranty.data.productCategoryName}</span>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Up to five serial inputs (docs/domain.md S5); asking for a sixth warns `serial-number maximum
 * reached`. Each serial's warranty is shown as soon as it is entered.
 */
export function SerialInputs({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const rows = value.length === 0 ? [''] : value;
  // Stable row keys, so removing device 1 does not hand its warranty badge to device 2.
  const next = useRef(rows.length);
  const [keys, setKeys] = useState<number[]>(() => rows.map((_, i) => i));
  const rowKeys = keys.length === rows.length ? keys : rows.map((_, i) => i);
  const add = () => {
    if (rows.length >= AFTER_SALE_MAX_SERIALS) {
      toast.warning(msg.serialMax);
      return;
    }
    setKeys([...rowKeys, next.current++]);
    onChange([...rows, '']);
  };
  const remove = (index: number) => {
    setKeys(rowKeys.filter((_, j) => j !== index));
    onChange(rows.filter((_, j) => j !== index));
  };
  return (
    <div className="space-y-3">
      {rows.map((serial, i) => (
        <SerialRow
          key={rowKeys[i]}
          index={i}
          value={serial}
          invalid={invalid && serial.trim() === ''}
          onChange={(next) => onChange(rows.map((s, j) => (j === i ? next : s)))}
          onRemove={rows.length > 1 ? () => remove(i) : undefined}
        />
      ))}
      <button
        type="button"
        onClick={add}
        className="inline-flex items-center gap-1.5 rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-700"
      >
        <MiniPlusIcon className="size-4" />
        {t('afterSale.apply.addDevice', { count: rows.length, max: AFTER_SALE_MAX_SERIALS })}
      </button>
    </div>
  );
}
