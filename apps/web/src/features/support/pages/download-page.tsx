import { downloadSourceUrl, type ProductFileModel } from '@hashforge/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format.tsx';
import { DownloadIcon } from '../../../components/icons.tsx';
import { Page, PageTitle } from '../../../components/page.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { provider } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useFirmwareList } from '../api/get-firmware-list.ts';

type Kind = 'manual' | 'firmware';

/** Size in MB with two decimals; a file under 0.01 MB is not shown as 0.00. */
export function sizeInMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb > 0 && mb < 0.01 ? '< 0.01' : mb.toFixed(2);
}

/** The file's description, shortened in the table with the whole text in a tooltip. */
function Description({ text }: { text: string }) {
  if (!text) return <span className="text-slate-400">–</span>;
  return (
    <span className="group relative inline-block max-w-full">
      <span className="line-clamp-2" title={text}>
        {text}
      </span>
      <span
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-20 mb-2 hidden w-72 rounded-md bg-ink-900 px-3 py-2 text-xs whitespace-normal text-white shadow-lg group-hover:block"
      >
        {text}
      </span>
    </span>
  );
}

function FileTable({ files }: { files: ProductFileModel[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <EmptyState text={t('download.none')} />;
  return (
    <div className="overflow-visible rounded-xl border border-slate-200 bg-white">
      <table className="w-full table-fixed text-sm" data-testid="download-table">
        <thead className="hidden bg-slate-50 text-left text-xs font-semibold text-slate-500 uppercase sm:table-header-group">
          <tr>
            <th className="w-[34%] px-4 py-3">{t('download.fileName')}</th>
            <th className="w-[11%] px-4 py-3">{t('download.size')}</th>
            <th className="w-[15%] px-4 py-3">{t('download.date')}</th>
            <th className="px-4 py-3">{t('download.descriptionCol')}</th>
            <th className="w-[14%] px-4 py-3 text-right">{t('download.download')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {files.map((f) => (
            <tr key={f.id} className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 sm:table-row sm:p-0">
              <td className="col-span-2 font-medium break-all text-slate-900 sm:px-4 sm:py-3">{f.fileName}</td>
              <td className="text-slate-600 tabular-nums sm:px-4 sm:py-3">
                {t('download.sizeMb', { size: sizeInMb(f.fileSize) })}
              </td>
              <td className="text-right text-slate-600 sm:px-4 sm:py-3 sm:text-left">{formatDate(f.createTime)}</td>
              <td className="col-span-2 text-slate-600 sm:px-4 sm:py-3">
                <Description text={f.moduleRemark} />
              </td>
              <td className="col-span-2 sm:px-4 sm:py-3 sm:text-right">
                <a
                  href={downloadSourceUrl(provider, f.id)}
                  download={f.fileName}
                  className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:border-brand-500 hover:text-brand-700"
                  aria-label={t('download.downloadFile', { name: f.fileName })}
                >
                  <DownloadIcon className="size-4" />
                  {t('download.download')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Manuals and firmware: product tabs, then manual and firmware sub-tabs (docs/domain.md S2). */
export default function DownloadPage() {
  const { t } = useTranslation();
  const { data, isPending } = useFirmwareList();
  const [productId, setProductId] = useState<number | null>(null);
  const [kind, setKind] = useState<Kind>('manual');
  const current = data?.find((p) => p.productId === productId) ?? data?.[0];

  return (
    <Page>
      <PageTitle sub={t('download.intro')}>{t('titles.Download')}</PageTitle>
      {isPending ? (
        <PageSpinner />
      ) : !data || data.length === 0 || !current ? (
        <EmptyState />
      ) : (
        <>
          <Tabs
            idBase="dl-product"
            items={data.map((p) => ({ key: p.productId, label: p.productCategoryName }))}
            value={current.productId}
            onChange={setProductId}
          />
          <TabPanel idBase="dl-product" tabKey={current.productId} className="pt-5">
            <div
              role="tablist"
              aria-label={t('download.kindLabel')}
              className="mb-4 inline-flex rounded-lg bg-slate-100 p-1"
            >
              {(['manual', 'firmware'] as const).map((k) => {
                const count = (k === 'manual' ? current.manualFileModels : current.firmwareFileModels).length;
                return (
                  <button
                    key={k}
                    type="button"
                    role="tab"
                    aria-selected={kind === k}
                    onClick={() => setKind(k)}
                    className={cn(
                      'rounded-md px-4 py-1.5 text-sm font-semibold transition',
                      kind === k ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-500 hover:text-slate-800',
                    )}
                  >
                    {t(`download.${k}`)} <span className="ml-1 text-xs text-slate-400">{count}</span>
                  </button>
                );
              })}
            </div>
            <FileTable files={kind === 'manual' ? current.manualFileModels : current.firmwareFileModels} />
          </TabPanel>
        </>
      )}
    </Page>
  );
}
