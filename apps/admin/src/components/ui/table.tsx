import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Every table of the back office: named by its caption (what a screen reader announces on entering
 * it), scrolling inside itself when it is wider than its card, with its first column held at the
 * left edge so a row stays identified while the rest slides past. Below 1024 px the other cells keep
 * to one line: a phone scrolls the table sideways rather than stacking a date a word a line.
 */
export function Table({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller);
  return (
    // relative: a header's sr-only text (absolutely placed) then scrolls with the table instead of widening the page.
    // A table wider than its card is a region the keyboard can reach and scroll with the arrow keys.
    <div
      ref={scroller}
      className="relative overflow-x-auto"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${caption}, scrolls sideways` } : {})}
    >
      <table
        className={cn(
          'w-full text-left text-sm max-lg:[&_td]:whitespace-nowrap',
          // The held column needs an opaque background: each row's own (a hover, a highlight) or, with
          // no class of the row's saying otherwise (:where adds no weight), white and the header's grey.
          '[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-[1] [&_tr>:first-child]:bg-inherit',
          '[:where(&)_tbody_tr]:bg-white [:where(&)_thead_tr]:bg-slate-50',
          // On a phone the held column takes at most about 40% of the width and wraps, so the rest can be read beside it.
          'max-lg:[&_tr>:first-child]:w-[40vw] max-lg:[&_tr>:first-child]:min-w-28 max-lg:[&_td:first-child]:whitespace-normal',
          className,
        )}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** Whether the element's content is wider than the element, followed as either changes size. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
