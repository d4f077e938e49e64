import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string | number> {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Prefix of the tab and panel ids; a panel uses `${idBase}-panel-${key}`. */
  idBase: string;
  className?: string;
}

/**
 * Controlled tabs (WAI-ARIA tablist, arrow keys move between tabs). The caller renders the panel of
 * the selected key, so each panel can load lazily on first open (docs/domain.md part S, sale order tabs).
 */
export function Tabs<K extends string | number>({ items, value, onChange, idBase, className }: TabsProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      className={cn(
        '-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 [scrollbar-width:none]',
        className,
      )}
    >
      {items.map((item, index) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idBase,
  tabKey,
  children,
  className,
}: {
  idBase: string;
  tabKey: string | number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idBase}-panel-${tabKey}`}
      aria-labelledby={`${idBase}-tab-${tabKey}`}
      className={className}
    >
      {children}
    </div>
  );
}
