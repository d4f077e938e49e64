import type { FileModel } from '@hashforge/contract';

/** Uploaded images as thumbnails that open full size in a new tab. */
export function FileThumbnails({ files, label }: { files: FileModel[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-3" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={file.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 hover:border-brand-400"
            title={file.fileName}
          >
            <img src={file.fileUrl} alt={file.fileName} className="size-full object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
