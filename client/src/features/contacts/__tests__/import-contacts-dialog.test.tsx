import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { CONTACT_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { CONTACT_LIST_UPLOAD_URL } from '../upload-contact-list';
import {
  buildImportProgress,
  buildList,
  buildRows,
  contactsMock,
  importMock,
  listsMock,
  pageMocks,
  statsMock,
} from './factories';

/**
 * Stands in for the browser's XMLHttpRequest: records what is sent, and lets the test report
 * upload progress and answer the request.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  reportProgress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(
        new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
      );
    });
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => {
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const csv = () =>
  new File(['email,name\na@example.com,A\n'], 'spring-leads.csv', { type: 'text/csv' });

async function openDialog(mocks: MockedResponse[] = []) {
  const view = renderApp('/contact/all', { signedIn: true, mocks: [...pageMocks(), ...mocks] });
  await screen.findByRole('cell', { name: 'contact1@example.com' });
  await view.user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
  return { ...view, dialog };
}

function progressBar() {
  return screen.getByRole('progressbar');
}

describe('Import CSV dialog', () => {
  it('asks for a file before uploading anything', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fileRequired);
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows upload then import progress on one bar, then the counts and the first row errors', async () => {
    const rowErrors = Array.from({ length: 12 }, (_, index) => ({
      __typename: 'ImportRowError',
      line: index + 2,
      reason: 'Invalid email address',
    }));
    const { user, dialog } = await openDialog([
      importMock(buildImportProgress({ bytesRead: 400 })),
      importMock(
        buildImportProgress({
          status: 'done',
          bytesRead: 1000,
          rowsRead: 17,
          imported: 3,
          duplicates: 2,
          invalid: 12,
          errors: rowErrors,
        }),
      ),
      // What the page asks for again once the list is in.
      listsMock([buildList('list-9', 'Spring leads', 3)]),
      statsMock(null, { total: 6 }),
      contactsMock({}, { rows: buildRows(6), total: 6 }),
    ]);

    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.type(within(dialog).getByLabelText('List name (optional)'), 'Spring leads');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(FakeXhr.sent).toHaveLength(1);
    const [request] = FakeXhr.sent;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(CONTACT_LIST_UPLOAD_URL);
    expect(request.headers).toEqual({ Action: 'upload', Authorization: 'Bearer session-token' });
    expect(request.body?.get('name')).toBe('Spring leads');
    expect((request.body?.get('contactFile') as File).name).toBe('spring-leads.csv');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

    expect(progressBar()).toHaveAccessibleName('Uploading');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    request.reportProgress(250, 1000);
    expect(progressBar()).toHaveAttribute('aria-valuenow', '25');

    request.answer(202, {
      message: CONTACT_MESSAGES.uploaded,
      data: { data: { id: 'list-9', import_id: 'imp-1', status: 'running', name: 'Spring leads' } },
    });
    await waitFor(() => expect(progressBar()).toHaveAccessibleName('Importing contacts'));
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);

    const result = await screen.findByRole('region', { name: 'Import result' }, { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(result).getByText('Imported').nextSibling).toHaveTextContent('3');
    expect(within(result).getByText('Duplicates').nextSibling).toHaveTextContent('2');
    expect(within(result).getByText('Invalid').nextSibling).toHaveTextContent('12');
    const listed = within(result).getAllByRole('listitem');
    expect(listed).toHaveLength(10);
    expect(listed[0]).toHaveTextContent('Line 2: Invalid email address');
    expect(within(result).getByText('and 2 more.')).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.uploaded)).toBeInTheDocument();

    // The page behind shows the new list, stats and contacts.
    expect(await screen.findByRole('option', { name: 'Spring leads' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'contact6@example.com' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Total\b/ })).toHaveTextContent('6');
  });

  it('shows the counts at once when the import finished during the upload call', async () => {
    const { user, dialog } = await openDialog([
      listsMock([buildList('list-3', 'small', 1)]),
      statsMock(null, { total: 4 }),
      contactsMock({}, { rows: buildRows(4), total: 4 }),
    ]);
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    FakeXhr.sent[0].answer(200, {
      message: CONTACT_MESSAGES.uploaded,
      data: {
        data: {
          id: 'list-3',
          import_id: 'imp-3',
          status: 'done',
          name: 'small',
          imported: 1,
          duplicates: 0,
          invalid: 0,
          errors: [],
          data_keys: ['email', 'name'],
        },
      },
    });
    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(within(result).getByText('Imported').nextSibling).toHaveTextContent('1');
    expect(within(result).queryByRole('list')).not.toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.uploaded)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'small' })).toBeInTheDocument();
  });

  it('reports the rows whose time zone could not be read, by their first lines', async () => {
    const { user, dialog } = await openDialog([
      listsMock([buildList('list-4', 'zoned', 3)]),
      statsMock(null, { total: 6 }),
      contactsMock({}, { rows: buildRows(6), total: 6 }),
    ]);
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    FakeXhr.sent[0].answer(200, {
      message: CONTACT_MESSAGES.uploaded,
      data: {
        data: {
          id: 'list-4',
          import_id: 'imp-4',
          status: 'done',
          name: 'zoned',
          imported: 3,
          duplicates: 0,
          invalid: 0,
          errors: [],
          zones_unreadable: 2,
          zones_unreadable_lines: [3, 4],
        },
      },
    });
    const note = await screen.findByRole('note', { name: 'Time zones not read' });
    expect(note).toHaveTextContent(CONTACT_MESSAGES.zonesUnreadable(2, [3, 4]));
    expect(note).toHaveTextContent('The time zone of 2 row(s) could not be read (line 3, 4).');
  });

  it("shows the server's reason when the file is refused, and allows another try", async () => {
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    FakeXhr.sent[0].answer(400, { message: 'The file has no email column.' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file has no email column.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.uploaded)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('reports an import that fails while running', async () => {
    const { user, dialog } = await openDialog([
      importMock(buildImportProgress({ status: 'failed', message: 'Line 3: unbalanced quote.' })),
    ]);
    await user.upload(within(dialog).getByLabelText('CSV file'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    FakeXhr.sent[0].answer(202, {
      message: CONTACT_MESSAGES.uploaded,
      data: { data: { id: 'list-9', import_id: 'imp-1', status: 'running', name: 'x' } },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Line 3: unbalanced quote.');
    expect(screen.queryByText(CONTACT_MESSAGES.uploaded)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
