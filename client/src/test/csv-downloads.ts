import { waitFor } from '@testing-library/react';

/** Reads a Blob with FileReader (jsdom has no Response and no Blob.text). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Catches the CSV files a test file's exports download (jsdom has no object URLs and no
 * navigation): call it once at the top of the file. `downloaded()` waits for the one download and
 * answers its file name and text (without the byte-order mark); `clicks()` is the anchors' click
 * spy, to check that nothing was downloaded.
 */
export function catchCsvDownloads() {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
  const revokeObjectURL = jest.fn();
  let click: jest.SpyInstance;

  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.clearAllMocks();
    click.mockRestore();
  });

  return {
    clicks: () => click,
    async downloaded(): Promise<{ name: string; text: string }> {
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      const text = await readBlob(createObjectURL.mock.calls[0][0]);
      return { name: anchor.download, text: text.replace(/^\uFEFF/, '') };
    },
  };
}
