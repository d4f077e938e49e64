import { NETWORK_EXCEPTION } from '@hashforge/contract';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';

/** What a deferred menu module renders once loaded. */
export interface MenuHandoff {
  /** The buyer clicked the placeholder: open at once. */
  openOnMount?: boolean;
  /** The placeholder had keyboard focus: keep it on the real button. */
  focusOnMount?: boolean;
}

/** For the loaded menu: the ref for its button, which takes over the placeholder's focus and click. */
export function useMenuHandoff({ openOnMount, focusOnMount }: MenuHandoff) {
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: hand-off from the placeholder happens once
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
    if (openOnMount) button.current?.click();
  }, []);
  return button;
}

export const menuTriggerClass =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white data-open:bg-white/10';

/**
 * The header's dropdowns (Headless UI Menu with its positioning engine, about 40 KB gzipped) are
 * not needed to paint a page, so the header first shows a look-alike button and loads the real menu
 * when the buyer reaches for it (hover, focus, touch or click). This keeps the home page's first
 * load within the 200 KB budget of docs/domain.md D7.
 */
export function DeferredMenu({
  load,
  label,
  children,
  testId,
}: {
  load: () => Promise<ComponentType<MenuHandoff>>;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<MenuHandoff> | null>(null);
  const [handoff, setHandoff] = useState<MenuHandoff>({});
  const placeholder = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);

  const fetchMenu = (open: boolean) => {
    if (open) setHandoff((h) => ({ ...h, openOnMount: true }));
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => {
        setHandoff((h) => ({ ...h, focusOnMount: document.activeElement === placeholder.current }));
        setLoaded(() => component);
      },
      () => {
        loading.current = false;
        if (open) toast.error(NETWORK_EXCEPTION);
      },
    );
  };

  if (Loaded) return <Loaded {...handoff} />;
  return (
    <button
      ref={placeholder}
      type="button"
      className={menuTriggerClass}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={testId}
      onPointerEnter={() => fetchMenu(false)}
      onFocus={() => fetchMenu(false)}
      onTouchStart={() => fetchMenu(false)}
      onClick={() => fetchMenu(true)}
    >
      {children}
    </button>
  );
}
