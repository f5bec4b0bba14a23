import { Transform } from 'node:stream';
import type { ContactRow } from './csv-reader';
import type { ImportZones } from './import-zones';

/** A value of a COPY text-format line (tab-separated, backslash escapes). */
function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/** Counts the bytes that flow through. */
export function byteCounter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onBytes(total);
      done(null, chunk);
    },
  });
}

/**
 * The staging table's COPY lines (line, email, the row's values as a JSON object keyed by the
 * header's `keys`, its time zone or `\N` when `zones` reads none), in batches of about 64 kB:
 * one write per row would dominate. `tally.rowsRead` grows by the rows of each chunk (refused rows
 * are counted by the reader's error callback), and `onRows` hears it before each batch goes out
 * and at the end.
 */
export async function* copyLines(
  rows: AsyncIterable<ContactRow[]>,
  keys: () => string[],
  tally: { rowsRead: number },
  onRows: (rowsRead: number) => void,
  zones?: ImportZones,
): AsyncGenerator<string> {
  let batch = '';
  let prefixes: string[] = [];
  for await (const chunk of rows) {
    if (prefixes.length === 0) {
      prefixes = keys().map((key, index) => (index === 0 ? '{' : ',') + JSON.stringify(key) + ':');
    }
    for (const { line, email, values } of chunk) {
      let json = '';
      for (let index = 0; index < values.length; index += 1) {
        json += prefixes[index] + JSON.stringify(values[index]);
      }
      const zone = zones?.zoneOf(keys(), line, values) ?? null;
      batch += `${line}\t${copyText(email)}\t${copyText(json)}}\t${zone === null ? '\\N' : copyText(zone)}\n`;
    }
    tally.rowsRead += chunk.length;
    if (batch.length >= 64 * 1024) {
      onRows(tally.rowsRead);
      yield batch;
      batch = '';
    }
  }
  onRows(tally.rowsRead);
  if (batch) yield batch;
}
