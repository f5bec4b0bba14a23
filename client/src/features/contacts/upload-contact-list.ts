import { MESSAGES } from '@outbound/common';
import { errorOutcome } from '../../app/error-policy';
import { getToken } from '../../app/session';

export const CONTACT_LIST_UPLOAD_URL = '/v1/contactList/create';

type ImportRowError = { line: number; reason: string };

/** Counts of a finished import, as the upload call or the import progress reports them. */
export type ImportSummary = {
  listId: string;
  name: string;
  imported: number;
  duplicates: number;
  invalid: number;
  errors: ImportRowError[];
  /** Rows whose zone or place column gave no time zone, and the first of their lines. */
  zonesUnreadable?: number;
  zonesUnreadableLines?: number[];
};

/** The upload call's answer: the import finished while it waited, or it is still running. */
type UploadOutcome =
  | { kind: 'done'; summary: ImportSummary }
  | { kind: 'running'; importId: string; listId: string; name: string };

/** A refused upload; `message` is the server's reason (or the general one for its status). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

type UploadBody = {
  message?: unknown;
  data?: {
    data?: {
      id?: unknown;
      import_id?: unknown;
      status?: unknown;
      name?: unknown;
      imported?: unknown;
      duplicates?: unknown;
      invalid?: unknown;
      errors?: unknown;
      zones_unreadable?: unknown;
      zones_unreadable_lines?: unknown;
    };
  };
};

function parseBody(text: string): UploadBody {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as UploadBody) : {};
  } catch {
    return {};
  }
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

function rowErrors(value: unknown): ImportRowError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { line, reason } = entry as { line?: unknown; reason?: unknown };
    return typeof line === 'number' && typeof reason === 'string' ? [{ line, reason }] : [];
  });
}

function failureMessage(status: number, body: UploadBody): string {
  if ((status === 400 || status === 413) && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  const outcome = errorOutcome(
    { networkError: Object.assign(new Error(), { statusCode: status }) },
    '',
  );
  return outcome?.message ?? MESSAGES.global.badRequest;
}

function outcomeOf(body: UploadBody): UploadOutcome {
  const data = body.data?.data ?? {};
  const listId = String(data.id ?? '');
  const name = typeof data.name === 'string' ? data.name : '';
  if (data.status === 'running' || data.status === 'queued') {
    return { kind: 'running', importId: String(data.import_id ?? ''), listId, name };
  }
  return {
    kind: 'done',
    summary: {
      listId,
      name,
      imported: count(data.imported),
      duplicates: count(data.duplicates),
      invalid: count(data.invalid),
      errors: rowErrors(data.errors),
      zonesUnreadable: count(data.zones_unreadable),
      zonesUnreadableLines: Array.isArray(data.zones_unreadable_lines)
        ? data.zones_unreadable_lines.filter((line): line is number => typeof line === 'number')
        : [],
    },
  };
}

/**
 * Sends a CSV file to the list upload call (`contactFile` and `name`, header `Action: upload`) with
 * XMLHttpRequest, which, unlike fetch, reports upload progress: `onProgress` gets the fraction sent.
 */
export function uploadContactList({
  file,
  name,
  onProgress,
  signal,
}: {
  file: File;
  name: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', CONTACT_LIST_UPLOAD_URL);
    request.setRequestHeader('Action', 'upload');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(outcomeOf(body));
      } else {
        reject(new UploadError(failureMessage(request.status, body), request.status));
      }
    });
    request.addEventListener('error', () => {
      reject(new UploadError(MESSAGES.global.serverOffline, 0));
    });
    request.addEventListener('abort', () => {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('name', name);
    form.append('contactFile', file, file.name);
    request.send(form);
  });
}
