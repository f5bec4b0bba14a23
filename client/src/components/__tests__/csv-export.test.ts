import {
  EMPTY_EXPORT_MESSAGE,
  downloadCsv,
  exportCsv,
  exportFileName,
  toCsv,
  type CsvColumn,
} from '@outbound/common';

interface Row {
  name: unknown;
  count?: unknown;
}

const columns: CsvColumn<Row>[] = [
  { label: 'Name', value: (row) => row.name },
  { label: 'Count', value: (row) => row.count },
];

/** The data line of a one-row export. */
const cellsOf = (row: Row): string => toCsv([row], columns).split('\n')[1];

describe('toCsv', () => {
  it('writes the labels as the header row', () => {
    expect(toCsv([{ name: 'a', count: 1 }], columns)).toBe('"Name","Count"\n"a",1');
  });

  it.each([
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tvalue', `"'\tvalue"`],
    ['\rvalue', `"'\rvalue"`],
  ])('neutralises the formula-like string %j', (value, cell) => {
    expect(cellsOf({ name: value, count: 0 })).toBe(`${cell},0`);
  });

  it('leaves plain strings and numbers, negative ones included, alone', () => {
    expect(cellsOf({ name: 'jane@example.com', count: -1 })).toBe('"jane@example.com",-1');
    expect(cellsOf({ name: 'a-b=c', count: 2.5 })).toBe('"a-b=c",2.5');
  });

  it('quotes commas, quotes and newlines', () => {
    const csv = toCsv([{ name: 'Doe, "JD"\nJane', count: 3 }], columns);
    expect(csv).toBe('"Name","Count"\n"Doe, ""JD""\nJane",3');
  });

  it('writes empty cells for null and undefined, and dates as given', () => {
    expect(cellsOf({ name: null })).toBe(',');
    expect(cellsOf({ name: '22/11/2026', count: new Date('2026-11-22T15:04:05.000Z') })).toBe(
      '"22/11/2026","2026-11-22T15:04:05.000Z"',
    );
  });

  it('neutralises formula-like header labels', () => {
    expect(toCsv([], [{ label: '=HYPERLINK("x")', value: () => 1 }])).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('exportFileName', () => {
  const now = new Date(2026, 10, 22, 15, 4, 5);

  it('appends a local timestamp and the .csv extension', () => {
    expect(exportFileName('unsubscribers', now)).toBe('unsubscribers_2026-11-22_15-04-05.csv');
    expect(exportFileName('leads', new Date(2026, 0, 2, 3, 4, 5))).toBe(
      'leads_2026-01-02_03-04-05.csv',
    );
  });

  it('replaces characters that are illegal in file names', () => {
    expect(exportFileName('a/b:c*?"<>|\\', now)).toBe('a_b_c________2026-11-22_15-04-05.csv');
  });
});

describe('exportCsv', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
  const revokeObjectURL = jest.fn();
  let click: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2026, 10, 22, 15, 4, 5));
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
    click.mockRestore();
  });

  it('returns false and downloads nothing for empty rows', () => {
    expect(exportCsv('leads', [], columns)).toBe(false);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
    expect(EMPTY_EXPORT_MESSAGE).toBe('Data is not available');
  });

  it('downloads a timestamped UTF-8 CSV with a BOM', async () => {
    expect(exportCsv('unsubscribers', [{ name: 'Zoë', count: 1 }], columns)).toBe(true);

    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('unsubscribers_2026-11-22_15-04-05.csv');
    expect(anchor.getAttribute('href')).toBe('blob:csv');
    expect(document.querySelector('a')).toBeNull();

    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await readBlob(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('"Name","Count"\n"Zoë",1');

    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });

  it('downloads the parts of a paged export as one file, without joining them first', async () => {
    downloadCsv('report.csv', ['"Email"', '\n"a@example.com"', '\n"b@example.com"']);

    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('report.csv');
    const blob = createObjectURL.mock.calls[0][0];
    const bytes = new Uint8Array(await readBlob(blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('"Email"\n"a@example.com"\n"b@example.com"');
  });
});

/** Reads a Blob with FileReader (jsdom has no Response and no Blob.arrayBuffer). */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
