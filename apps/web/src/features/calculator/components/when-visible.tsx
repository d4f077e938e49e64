import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once the place they take comes near the screen, `fallback` until then. The
 * charts use it: on a phone they sit below the form, and loading chart.js (60 KB gzipped) and
 * drawing them on arrival was the largest script work of a calculator's first load, for pictures
 * nobody has scrolled to yet. Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      // A screen ahead: the chunk is fetched while the visitor scrolls towards it.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={ref}>{fallback}</div>;
}
