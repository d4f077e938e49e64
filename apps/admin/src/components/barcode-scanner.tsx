import type { DecodeHintType } from '@zxing/library';
import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { LineIcon } from './ui/line-icon.tsx';

/**
 * What the scanner's owner answers for a code it read: `null` when the code was taken (the scanner
 * closes), or the refusal the field would show had the code been typed (the scanner shows it and
 * keeps looking).
 */
export type TakeCode = (code: string) => string | null;

/** The symbologies a machine's serial label carries: linear codes and the two square ones. */
const FORMATS = ['CODE_128', 'CODE_39', 'CODE_93', 'QR_CODE', 'DATA_MATRIX'] as const;

/**
 * A "Scan" button beside a serial field: it opens the back camera full-screen and reads a barcode or
 * QR code with zxing-js (decision 028), one code at a time. The same reader runs on every browser,
 * so what the browser tests check with a fake camera is what a phone runs.
 */
export function ScanButton({ label, onCode }: { label: string; onCode: TakeCode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => setOpen(true)}>
        <LineIcon
          className="size-4"
          d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 9v6M10 9v6M13 9v6M17 9v6"
        />
        Scan
      </Button>
      {open && <ScannerDialog title={label} onCode={onCode} onClose={() => setOpen(false)} />}
    </>
  );
}

type CameraState = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

function cameraFailure(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera is blocked for this site. Allow it in the browser’s settings, or type the serial number.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Type the serial number instead.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again.';
  return 'The camera could not be opened. Type the serial number instead.';
}

function ScannerDialog({ title, onCode, onClose }: { title: string; onCode: TakeCode; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>({ kind: 'starting' });
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);
  // The latest callbacks, read by the decoder's loop without restarting the camera on each render.
  const take = useRef(onCode);
  take.current = onCode;
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let lastRefused = '';
    (async () => {
      const [{ BrowserMultiFormatReader }, zxing] = await Promise.all([
        import('@zxing/browser'),
        import('@zxing/library'),
      ]);
      const hints = new Map<DecodeHintType, unknown>([
        [zxing.DecodeHintType.POSSIBLE_FORMATS, FORMATS.map((f) => zxing.BarcodeFormat[f])],
        [zxing.DecodeHintType.TRY_HARDER, true],
      ]);
      const reader = new BrowserMultiFormatReader(hints, { delayBetweenScanAttempts: 150 });
      if (cancelled || !video.current) return;
      const controls = await reader.decodeFromConstraints(
        { audio: false, video: { facingMode: { ideal: 'environment' } } },
        video.current,
        (result) => {
          if (!result || cancelled) return;
          const code = result.getText().trim();
          // The label stays in front of the camera: a code already refused is not announced again.
          if (code === lastRefused) return;
          const refusal = take.current(code);
          if (refusal === null) {
            cancelled = true;
            close.current();
          } else {
            lastRefused = code;
            setRefused({ code, message: refusal });
          }
        },
      );
      if (cancelled) controls.stop();
      else {
        stop = () => controls.stop();
        setCamera({ kind: 'scanning' });
      }
    })().catch((error: unknown) => {
      if (!cancelled) setCamera({ kind: 'failed', message: cameraFailure(error) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description="Hold the serial number’s barcode or QR code inside the frame."
      footer={
        <Button variant="secondary" onClick={onClose}>
          Type it instead
        </Button>
      }
    >
      {camera.kind === 'failed' ? (
        <p className="text-sm text-red-600" role="alert">
          {camera.message}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-md bg-slate-900">
          {/* A camera preview has no words to caption. */}
          <video
            ref={video}
            className="aspect-[4/3] w-full object-cover"
            muted
            playsInline
            aria-label="Camera preview"
            data-testid="scanner-video"
          />
          <div
            className="pointer-events-none absolute inset-x-[10%] inset-y-[25%] rounded-md border-2 border-white/80"
            aria-hidden="true"
          />
          {camera.kind === 'starting' && (
            <p className="absolute inset-0 flex items-center justify-center text-sm text-white">Opening the camera…</p>
          )}
        </div>
      )}
      <div aria-live="polite" className="mt-3 min-h-10 text-sm">
        {refused && (
          <div role="alert" data-testid="scanner-refusal">
            <p className="text-slate-700">
              Read <span className="font-mono break-all">{refused.code}</span>
            </p>
            <p className="text-red-600">{refused.message}</p>
          </div>
        )}
      </div>
    </Dialog>
  );
}
