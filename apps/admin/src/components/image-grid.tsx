import { cn } from '../lib/cn.ts';

/**
 * Uploaded pictures two to a row, each opening full size in a new tab; its alt text is the label and
 * its place (`Selfie 2`). Without any, `empty` says so.
 */
export function ImageGrid({
  files,
  label,
  empty,
  imageClassName,
  className,
}: {
  files: { id: number | string; fileUrl: string }[];
  label: string;
  empty: string;
  /** The pictures' height (and fit). */
  imageClassName: string;
  /** Added before the grid's (or the empty line's) own classes. */
  className?: string;
}) {
  if (files.length === 0) return <p className={cn(className, 'text-sm text-slate-500')}>{empty}</p>;
  return (
    <div className={cn(className, 'grid grid-cols-2 gap-3')}>
      {files.map((file, i) => (
        <a
          key={file.id}
          href={file.fileUrl}
          target="_blank"
          rel="noreferrer"
          className="block rounded border border-slate-200 bg-slate-50"
        >
          <img src={file.fileUrl} alt={`${label} ${i + 1}`} className={imageClassName} />
        </a>
      ))}
    </div>
  );
}
