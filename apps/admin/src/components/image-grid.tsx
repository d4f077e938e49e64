import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { CloseIcon } from './ui/close-icon.tsx';

type GridFile = { id: number | string; fileUrl: string };

/**
 * Uploaded pictures two to a row; each opens in a full-screen viewer (a document's small print is
 * read on a phone there, zoomed and panned); its alt text is the label and its place (`Selfie 2`).
 * Without any, `empty` says so.
 */
export function ImageGrid({
  files,
  label,
  empty,
  imageClassName,
  className,
}: {
  files: GridFile[];
  label: string;
  empty: string;
  /** The pictures' height (and fit). */
  imageClassName: string;
  /** Added before the grid's (or the empty line's) own classes. */
  className?: string;
}) {
  const [shown, setShown] = useState<number | null>(null);
  if (files.length === 0) return <p className={cn(className, 'text-sm text-slate-500')}>{empty}</p>;
  return (
    <>
      <div className={cn(className, 'grid grid-cols-2 gap-3')}>
        {files.map((file, i) => (
          <button
            key={file.id}
            type="button"
            onClick={() => setShown(i)}
            className="block cursor-zoom-in rounded border border-slate-200 bg-slate-50"
          >
            <img src={file.fileUrl} alt={`${label} ${i + 1}`} className={imageClassName} />
          </button>
        ))}
      </div>
      {shown !== null && files[shown] && (
        <ImageViewer files={files} label={label} index={shown} onIndex={setShown} onClose={() => setShown(null)} />
      )}
    </>
  );
}

const ZOOMS = [1, 2, 3, 4] as const;

/**
 * One picture over the whole screen on black: fitted to the screen first, then 2x to 4x with the
 * buttons (or a pinch), panned by scrolling; the arrow keys and buttons step through the set, and
 * the original opens in a tab of its own.
 */
function ImageViewer({
  files,
  label,
  index,
  onIndex,
  onClose,
}: {
  files: GridFile[];
  label: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const stage = useRef<HTMLElement>(null);
  // Each zoom opens on the picture's centre; from there a finger, the arrows or a scroll pans it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centred when the zoom or the picture changes
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
  }, [zoom, index]);
  const file = files[index] as GridFile;
  const name = `${label} ${index + 1}`;
  const go = (to: number) => {
    setZoom(1);
    onIndex((to + files.length) % files.length);
  };
  const control =
    'flex h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium text-white hover:bg-white/15 disabled:text-white/40';
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogPanel
        className="fixed inset-0 flex flex-col bg-slate-950"
        data-testid="image-viewer"
        onKeyDown={(event) => {
          if (files.length < 2) return;
          if (event.key === 'ArrowRight') go(index + 1);
          if (event.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <div className="flex items-center gap-1 px-2 py-1 text-white">
          <DialogTitle className="min-w-0 flex-1 truncate px-2 text-sm font-semibold">
            {name}
            {files.length > 1 && <span className="font-normal text-white/70">{` of ${files.length}`}</span>}
          </DialogTitle>
          <a href={file.fileUrl} target="_blank" rel="noreferrer" className={control}>
            Original
          </a>
          <button type="button" aria-label="Close" onClick={onClose} className={control}>
            <CloseIcon />
          </button>
        </div>
        {/* The picture's own box scrolls: zoomed in, a finger or the keyboard pans it. */}
        <section
          ref={stage}
          aria-label={`${name}, zoom ${zoom}x`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the zoomed picture is panned with the arrow keys
          tabIndex={0}
          className="min-h-0 flex-1 overflow-auto [touch-action:pan-x_pan-y_pinch-zoom]"
          data-testid="image-viewer-stage"
        >
          <div
            className="flex min-h-full items-center justify-center"
            style={{ width: `${zoom * 100}%`, height: zoom === 1 ? '100%' : `${zoom * 100}%` }}
          >
            <img src={file.fileUrl} alt={name} className="h-full w-full object-contain" />
          </div>
        </section>
        <div className="flex items-center justify-center gap-1 px-2 py-1 pb-[max(0.25rem,env(safe-area-inset-bottom))]">
          {files.length > 1 && (
            <button type="button" className={control} onClick={() => go(index - 1)}>
              Previous
            </button>
          )}
          <button
            type="button"
            className={control}
            disabled={zoom === ZOOMS[0]}
            onClick={() => setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(zoom) - 1)] ?? 1)}
          >
            Zoom out
          </button>
          <span className="w-10 text-center text-sm text-white tabular-nums" aria-hidden="true">
            {zoom}×
          </span>
          <button
            type="button"
            className={control}
            disabled={zoom === ZOOMS[ZOOMS.length - 1]}
            onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom) + 1)] ?? 4)}
          >
            Zoom in
          </button>
          {files.length > 1 && (
            <button type="button" className={control} onClick={() => go(index + 1)}>
              Next
            </button>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
