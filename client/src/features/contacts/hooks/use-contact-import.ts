import { CONTACT_MESSAGES, MESSAGES } from '@outbound/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showSuccess } from '../../../components/toast';
import { useContactImportQuery } from '../../../generated/graphql';
import { type ImportSummary, UploadError, uploadContactList } from '../upload-contact-list';
import { useRefreshContactData } from './use-refresh-contact-data';

/** How often a running import is asked for its progress. */
const IMPORT_POLL_MS = 500;

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'processing'; fraction: number; importId: string }
  | { phase: 'done'; summary: ImportSummary }
  | { phase: 'failed'; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads a CSV file as a new contact list and follows the import to its end: upload progress,
 * then the server's progress (polled), then the counts. On success it confirms with a toast and
 * refreshes the lists, stats and contacts on screen.
 */
export function useContactImport(onImported?: (summary: ImportSummary) => void) {
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const refresh = useRefreshContactData();
  const upload = useRef<AbortController | null>(null);
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  // A closed dialog stops sending; the server then discards the partial upload.
  useEffect(() => () => upload.current?.abort(), []);

  const finish = useCallback(
    (summary: ImportSummary) => {
      setState({ phase: 'done', summary });
      showSuccess(CONTACT_MESSAGES.uploaded);
      void refresh().catch(() => undefined);
      onImportedRef.current?.(summary);
    },
    [refresh],
  );

  const importId = state.phase === 'processing' ? state.importId : '';
  const { data, error } = useContactImportQuery({
    variables: { id: importId },
    skip: !importId,
    pollInterval: IMPORT_POLL_MS,
    fetchPolicy: 'network-only',
  });

  const progress = importId ? data?.contactImport : undefined;
  useEffect(() => {
    if (!progress || progress.id !== importId) return;
    if (progress.status === 'done') {
      finish({
        listId: progress.listId,
        name: progress.name,
        imported: progress.imported,
        duplicates: progress.duplicates,
        invalid: progress.invalid,
        errors: progress.errors.map(({ line, reason }) => ({ line, reason })),
        zonesUnreadable: progress.zonesUnreadable,
        zonesUnreadableLines: progress.zonesUnreadableLines,
      });
    } else if (progress.status === 'failed') {
      setState({ phase: 'failed', message: progress.message || MESSAGES.global.serverError });
    } else {
      const fraction = progress.bytesTotal > 0 ? progress.bytesRead / progress.bytesTotal : 0;
      setState({ phase: 'processing', importId, fraction: Math.min(fraction, 1) });
    }
  }, [progress, importId, finish]);

  useEffect(() => {
    if (importId && error) setState({ phase: 'failed', message: error.message });
  }, [importId, error]);

  const start = useCallback(
    async (file: File, name: string) => {
      upload.current?.abort();
      const controller = new AbortController();
      upload.current = controller;
      setState({ phase: 'uploading', fraction: 0 });
      try {
        const outcome = await uploadContactList({
          file,
          name,
          signal: controller.signal,
          onProgress: (fraction) => setState({ phase: 'uploading', fraction }),
        });
        if (outcome.kind === 'done') finish(outcome.summary);
        else if (outcome.importId) {
          setState({ phase: 'processing', importId: outcome.importId, fraction: 0 });
        } else setState({ phase: 'failed', message: MESSAGES.global.serverError });
      } catch (failure) {
        if (isAbort(failure)) return;
        const message =
          failure instanceof UploadError ? failure.message : MESSAGES.global.serverError;
        setState({ phase: 'failed', message });
      } finally {
        if (upload.current === controller) upload.current = null;
      }
    },
    [finish],
  );

  return { state, start };
}
