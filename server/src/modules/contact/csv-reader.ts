import { Readable, Transform, type TransformCallback } from 'node:stream';
import { EMAIL_PATTERN } from '@outbound/common';
import { parse, type CsvError, type Info } from 'csv-parse';
import iconv from 'iconv-lite';
import { AppError } from '../../http/errors';

export interface ContactRow {
  /** Line of the file where the record starts (1 = the header). */
  line: number;
  email: string;
  /** Every column of the row by header name (the list's variables). */
  data: Record<string, string>;
}

export interface RowError {
  line: number;
  reason: string;
}

export const MISSING_EMAIL_COLUMN =
  'The file has no email column. Add a column named "email" (or "Email Address") and upload it again.';
export const EMPTY_FILE = 'The file is empty: it needs a header line and at least one row.';

/** Longest record accepted (a field of several megabytes is fine; a runaway quote is not). */
const MAX_RECORD_BYTES = 32 * 1024 * 1024;

/**
 * Decodes UTF-8, or Windows-1252/Latin-1 when the start of the file is not valid UTF-8; the decision
 * is made once on the first 64 KiB so the rest streams through.
 */
function decoder(): Transform {
  let head: Buffer[] = [];
  let size = 0;
  let inner: Transform | undefined;
  const out = new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (inner) return void (inner.write(chunk) ? done() : inner.once('drain', done));
      head.push(chunk);
      size += chunk.length;
      if (size >= 64 * 1024) start();
      done();
    },
    flush(done: TransformCallback) {
      if (!inner) start();
      inner!.end();
      inner!.once('end', () => done());
    },
  });
  function start() {
    const buffer = Buffer.concat(head);
    head = [];
    // Ignore a multi-byte sequence cut at the end of the sample.
    let end = buffer.length;
    for (let i = Math.max(0, end - 3); i < end; i += 1) {
      if ((buffer[i] & 0xc0) === 0xc0) end = i;
    }
    let encoding = 'utf8';
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, end));
    } catch {
      encoding = 'win1252';
    }
    inner = iconv.decodeStream(encoding) as unknown as Transform;
    // CRLF becomes LF (also inside quoted values), so that line numbers count as an editor does;
    // a CR at the end of a chunk waits for the next one.
    let pendingCr = false;
    inner.on('data', (text: string) => {
      let chunk = (pendingCr ? '\r' : '') + text;
      pendingCr = chunk.endsWith('\r');
      if (pendingCr) chunk = chunk.slice(0, -1);
      out.push(chunk.replace(/\r\n/g, '\n'));
    });
    inner.on('end', () => {
      if (pendingCr) out.push('\r');
    });
    inner.on('error', (error) => out.destroy(error));
    inner.write(buffer);
  }
  return out;
}

/** Header names: trimmed, blanks named `column_N`, repeats suffixed `_2`, `_3`… */
export function headerKeys(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const base = raw.trim() || `column_${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

export function emailColumn(keys: string[]): number {
  return keys.findIndex((key) => /^e-?mail(\s*address)?$/i.test(key.trim()));
}

/**
 * Streams a CSV of contacts: BOM, CRLF or LF, quoted commas and newlines, UTF-8 or Latin-1, blank
 * lines. Malformed records and invalid addresses go to `onError` with their line; the rest are yielded.
 * A file without an email column fails before any row is read.
 */
export async function* readContactsCsv(
  input: Readable,
  onError: (error: RowError) => void,
): AsyncGenerator<ContactRow, string[]> {
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // A quote inside an unquoted value (=HYPERLINK("…")) is kept as text.
    relax_quotes: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  parser.on('skip', (error: CsvError) => {
    const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is not closed' : error.message;
    onError({ line: Number(error.lines ?? 0), reason });
  });
  input.on('error', (error) => parser.destroy(error));
  const source = input.pipe(decoder()).pipe(parser);

  let keys: string[] | undefined;
  let emailIndex = -1;
  try {
    for await (const { record, info } of source as AsyncIterable<{
      record: string[];
      info: Info;
    }>) {
      const line = info.lines - (record.join('').match(/\r\n|\r|\n/g)?.length ?? 0);
      if (!keys) {
        keys = headerKeys(record);
        emailIndex = emailColumn(keys);
        if (emailIndex === -1) throw AppError.badRequest(MISSING_EMAIL_COLUMN);
        continue;
      }
      if (record.length !== keys.length) {
        onError({ line, reason: `it has ${record.length} values; the header has ${keys.length}` });
        continue;
      }
      const email = record[emailIndex].trim();
      if (!EMAIL_PATTERN.test(email)) {
        onError({
          line,
          reason: email
            ? `"${email.slice(0, 80)}" is not a valid email address`
            : 'the email is empty',
        });
        continue;
      }
      const data: Record<string, string> = {};
      keys.forEach((key, index) => (data[key] = index === emailIndex ? email : record[index]));
      yield { line, email, data };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const csvError = error as CsvError;
    if (!csvError.code?.startsWith('CSV_')) throw error;
    // A quote left open swallows the rest of the file: report it and keep what came before.
    onError({
      line: Number(csvError.lines ?? 0),
      reason: csvError.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is not closed' : csvError.message,
    });
  }
  if (!keys) throw AppError.badRequest(EMPTY_FILE);
  return keys;
}
