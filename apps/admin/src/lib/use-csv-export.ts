import { useState } from 'react';
import { downloadFile, errorMessage } from './api.ts';
import { showToast } from './toast.ts';

/**
 * A list's "Export CSV": the file the API streams for `path`, saved as `<stem>-<today>.csv`; a refusal
 * shows as a toast. `exporting` is true while the file is on its way.
 */
export function useCsvExport(path: string, stem: string) {
  const [exporting, setExporting] = useState(false);
  const download = async (body: Record<string, unknown>) => {
    setExporting(true);
    try {
      await downloadFile(path, body, `${stem}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, download };
}
