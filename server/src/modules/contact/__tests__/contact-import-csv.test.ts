import { Readable } from 'node:stream';
import { CsvParser, readContactsCsv, readCsvHeader, type RowError } from '../csv-reader';

/** Parses `chunks` as they would arrive from a stream. */
function parse(chunks: string[]) {
  const records: [number, string[]][] = [];
  const parser = new CsvParser((record, line) => records.push([line, record]));
  for (const chunk of chunks) parser.write(chunk);
  parser.end();
  return records;
}

/** Every way of cutting `text` in two. */
function everySplit(text: string): string[][] {
  const splits: string[][] = [];
  for (let at = 0; at <= text.length; at += 1) splits.push([text.slice(0, at), text.slice(at)]);
  return splits;
}

describe('CSV parser', () => {
  const text = 'a,"b ""q"", c",d\n\n"multi\nline",x,\n"",=SUM("A1"),"end"tail';
  const expected: [number, string[]][] = [
    [1, ['a', 'b "q", c', 'd']],
    [3, ['multi\nline', 'x', '']],
    [5, ['', '=SUM("A1")', 'endtail']],
  ];

  it('reads quoted commas, doubled quotes, newlines in quotes and blank lines, with start lines', () => {
    expect(parse([text])).toEqual(expected);
  });

  it('gives the same records wherever the stream cuts the text', () => {
    for (const chunks of everySplit(text)) expect(parse(chunks)).toEqual(expected);
    expect(parse(text.split(''))).toEqual(expected);
  });

  it('drops a BOM, keeps a last line without newline, and refuses an unclosed quote', () => {
    expect(parse(['\uFEFFemail\nx@example.com'])).toEqual([
      [1, ['email']],
      [2, ['x@example.com']],
    ]);
    expect(() => parse(['email\n"open,x\nmore\n'])).toThrow('a quote is not closed');
  });
});

async function readAll(input: string | Buffer, chunkSize = 7) {
  const buffer = Buffer.isBuffer(input) ? input : Buffer.from(input);
  const chunks: Buffer[] = [];
  for (let at = 0; at < buffer.length; at += chunkSize) {
    chunks.push(buffer.subarray(at, at + chunkSize));
  }
  const errors: RowError[] = [];
  const rows: { line: number; email: string; values: string[] }[] = [];
  const reader = readContactsCsv(Readable.from(chunks), (error) => errors.push(error));
  let next = await reader.next();
  while (!next.done) {
    rows.push(...next.value);
    next = await reader.next();
  }
  return { keys: next.value, rows, errors };
}

describe('contacts CSV reader', () => {
  it('reads CRLF and lone CR line ends as lines, even when a chunk ends between CR and LF', async () => {
    const { keys, rows } = await readAll('Email,Note\r\na@x.io,"one\r\ntwo"\r\rb@x.io,z\r\n', 3);
    expect(keys).toEqual(['Email', 'Note']);
    expect(rows).toEqual([
      { line: 2, email: 'a@x.io', values: ['a@x.io', 'one\ntwo'] },
      { line: 5, email: 'b@x.io', values: ['b@x.io', 'z'] },
    ]);
  });

  it('decodes Latin-1 and trims the address', async () => {
    const { rows } = await readAll(Buffer.from('email,name\n  ren@x.io ,Renée\n', 'latin1'));
    expect(rows).toEqual([{ line: 2, email: 'ren@x.io', values: ['ren@x.io', 'Renée'] }]);
  });

  it('reports wrong column counts, invalid and empty addresses, and keeps the rows before an open quote', async () => {
    const { rows, errors } = await readAll(
      'email,a\nok@x.io,1\nbad,2\nshort@x.io\n,3\nlast@x.io,"open\nrest@x.io,4\n',
    );
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, reason: '"bad" is not a valid email address' },
      { line: 4, reason: 'it has 1 values; the header has 2' },
      { line: 5, reason: 'the email is empty' },
      { line: 6, reason: 'a quote is not closed' },
    ]);
  });

  it('reads only the header to check a file', async () => {
    await expect(
      readCsvHeader(Readable.from([Buffer.from('Name,E-mail\nx,y@x.io\n')])),
    ).resolves.toEqual(['Name', 'E-mail']);
    await expect(readCsvHeader(Readable.from([Buffer.from('name\nx\n')]))).rejects.toThrow(
      'no email column',
    );
    await expect(readCsvHeader(Readable.from([Buffer.from('\n\n')]))).rejects.toThrow('empty');
  });
});
