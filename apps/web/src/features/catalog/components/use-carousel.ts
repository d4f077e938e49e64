import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

export interface Carousel {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  paused: boolean;
  /** The user's own pause (the play/pause button), as opposed to hovering. */
  setStopped: (stopped: boolean) => void;
  stopped: boolean;
  /** Spread on the slides' container: hover and focus pause, a horizontal swipe changes slide. */
  bind: {
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onPointerDown: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onFocus: (e: FocusEvent) => void;
    onBlur: () => void;
  };
}

/**
 * Slide state of an autoplaying, looping carousel (banners every 6 s, product images every 3 s):
 * after the last slide comes the first. A pointer over the slides or keyboard focus inside pauses it; a
 * manual change restarts the interval so a slide just chosen stays its full time.
 */
export function useCarousel(count: number, intervalMs: number): Carousel {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [tick, setTick] = useState(0);
  const swipeStart = useRef<number | null>(null);

  const goTo = useCallback(
    (i: number) => {
      if (count === 0) return;
      setIndex(((i % count) + count) % count);
      setTick((t) => t + 1);
    },
    [count],
  );

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  const paused = hovered || focused || stopped;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` restarts the interval after a manual change
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, tick]);

  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    count,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    paused,
    stopped,
    setStopped,
    bind: {
      // Touch has no hover: only a mouse pauses by pointing.
      onPointerEnter: (e) => {
        if (e.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: (e) => {
        if (e.pointerType === 'mouse') setHovered(false);
      },
      onPointerDown: (e) => {
        swipeStart.current = e.clientX;
      },
      onPointerUp: (e) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (start === null) return;
        const dx = e.clientX - start;
        if (Math.abs(dx) > 40) goTo(index + (dx < 0 ? 1 : -1));
      },
      // Keyboard focus inside pauses (WAI-ARIA carousel); a mouse click on a dot leaves autoplay on.
      onFocus: (e) => {
        if (e.target instanceof Element && e.target.matches(':focus-visible')) setFocused(true);
      },
      onBlur: () => setFocused(false),
    },
  };
}
