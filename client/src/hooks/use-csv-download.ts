import { downloadCsv, EMPTY_EXPORT_MESSAGE, exportFileName } from '@outbound/common';
import { useCallback, useRef, useState } from 'react';
import { showInfo } from '../components/toast';

/** A CSV read page by page: its text in parts (the header first) and how many rows it holds. */
export type CsvParts = { parts: string[]; rows: number };

/**
 * One CSV export at a time (a second request while one runs is ignored): `download(build, base)`
 * runs `build`, which reads the pages and reports the rows read so far, then downloads
 * `{base}_{timestamp}.csv`, or shows the info toast 'Data is not available' when there is no row.
 * `exportedRows` counts the rows read while it runs (null when idle). A failure is not thrown:
 * the error link already reported it.
 */
export function useCsvDownload() {
  const [rows, setRows] = useState<number | null>(null);
  const running = useRef(false);

  const download = useCallback(
    async (build: (onProgress: (rows: number) => void) => Promise<CsvParts>, base: string) => {
      if (running.current) return;
      running.current = true;
      setRows(0);
      try {
        const csv = await build(setRows);
        if (csv.rows === 0) showInfo(EMPTY_EXPORT_MESSAGE);
        else downloadCsv(exportFileName(base), csv.parts);
      } catch {
        // The error link already said why.
      } finally {
        running.current = false;
        setRows(null);
      }
    },
    [],
  );

  return { download, exportedRows: rows };
}
