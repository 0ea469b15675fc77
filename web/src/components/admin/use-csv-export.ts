import { useState } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { requestFile } from '@/lib/api-transfer';
import { saveBlob } from './download-blob';

/**
 * A CSV export made by the server (every matching row, headers and labels in the admin's language),
 * fetched with the admin token (a plain link could not carry it) and saved as a file. The file takes
 * the server's name, or `fallbackName` (without extension) and today's date.
 */
export function useCsvExport(exportPath: (lang: string) => string, fallbackName: string) {
  const { lang } = useLanguage();
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setExporting(true);
    setFailed(false);
    try {
      const file = await requestFile(exportPath(lang));
      saveBlob(file.blob, file.filename ?? `${fallbackName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return { run, exporting, failed };
}
