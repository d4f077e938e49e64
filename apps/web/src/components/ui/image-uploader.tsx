import { type FileModel, IMAGE_ACCEPT, IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, msg } from '@hashforge/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, uploadFile } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { MiniCloseIcon } from '../icons.tsx';

export interface ImageUploaderProps {
  value: FileModel[];
  onChange: (files: FileModel[]) => void;
  max: number;
  /** The warning when the buyer tries to go past `max`. */
  maxMessage: string;
  /** The warning for a file of 3 MB or more (KYC and payment proofs word it differently). */
  sizeMessage?: string;
  invalid?: boolean;
  id?: string;
  describedBy?: string;
  /** Bigger tiles for documents. */
  size?: 'md' | 'lg';
}

function isImage(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) && /^image\/(jpeg|png)$/.test(file.type);
}

/**
 * Picks and uploads jpg/jpeg/png images (each under 3 MB, at most `max`), one upload per file,
 * with thumbnails and a remove button. Checked here for a quick answer; the server checks the bytes
 * and keeps the images private to the buyer.
 */
export function ImageUploader({
  value,
  onChange,
  max,
  maxMessage,
  sizeMessage = msg.imageLimit,
  invalid,
  id,
  describedBy,
  size = 'md',
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [pending, setPending] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const tile = size === 'lg' ? 'size-28 sm:size-32' : 'size-24';

  const pick = async (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (picked.length === 0) return;
    const room = max - value.length - pending;
    if (picked.length > room) toast.warning(maxMessage);
    const accepted: File[] = [];
    for (const file of picked.slice(0, Math.max(0, room))) {
      if (!isImage(file)) toast.warning(msg.imageType);
      else if (file.size >= MAX_IMAGE_BYTES) toast.warning(sizeMessage);
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    setPending((n) => n + accepted.length);
    const uploaded: FileModel[] = [];
    for (const file of accepted) {
      try {
        uploaded.push(await uploadFile(file));
      } catch (error) {
        // The API client has shown the refusal; the other files still go up.
        if (!(error instanceof ApiError)) throw error;
      } finally {
        setPending((n) => n - 1);
      }
    }
    if (uploaded.length > 0) onChange([...value, ...uploaded].slice(0, max));
  };

  const full = value.length + pending >= max;
  return (
    <div className="flex flex-wrap gap-3" aria-describedby={describedBy}>
      {value.map((file) => (
        <figure
          key={file.id}
          className={cn('group relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50', tile)}
        >
          <img src={file.fileUrl} alt={file.fileName} className="size-full object-cover" />
          <button
            type="button"
            onClick={() => onChange(value.filter((f) => f.id !== file.id))}
            className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900"
            aria-label={t('upload.remove', { name: file.fileName })}
          >
            <MiniCloseIcon className="size-3.5" />
          </button>
        </figure>
      ))}
      {Array.from({ length: pending }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders for uploads in flight have no identity
          key={`pending-${i}`}
          className={cn(
            'flex animate-pulse items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-xs text-slate-500',
            tile,
          )}
        >
          {t('upload.uploading')}
        </div>
      ))}
      <button
        type="button"
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed text-xs font-medium transition-colors',
          tile,
          invalid
            ? 'border-red-300 text-red-600'
            : 'border-slate-300 text-slate-500 hover:border-brand-400 hover:text-brand-700',
          full && 'cursor-not-allowed opacity-50',
        )}
        aria-controls={inputId}
        onClick={() => {
          if (full) toast.warning(maxMessage);
          else inputRef.current?.click();
        }}
      >
        <svg
          className="size-6"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 5v14M5 12h14" strokeLinecap="round" />
        </svg>
        {t('upload.add')}
        <span className="text-slate-400 tabular-nums">
          {value.length}/{max}
        </span>
      </button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={max > 1}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void pick(e.target.files)}
      />
    </div>
  );
}
