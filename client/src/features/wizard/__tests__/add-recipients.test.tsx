import { act, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, CONTACT_MESSAGES } from '@outbound/common';
import { currentPath, renderApp } from '../../../test/render-app';
import { CONTACT_LIST_UPLOAD_URL } from '../../contacts/upload-contact-list';
import { WIZARD_TEXTS } from '../wizard-texts';
import {
  buildCampaign,
  buildList,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  contactListsMock,
  failure,
  linkMock,
  unlinkMock,
} from './factories';
import { barState, menuItem } from './wizard-queries';

// Compose is another screen's subject: here it only has to open.
jest.mock('../compose/compose-step', () => ({
  ComposeStep: ({ campaignId }: { campaignId: string }) =>
    jest.requireActual('react').createElement('p', null, `Compose step of ${campaignId}`),
}));

const M = CAMPAIGN_MESSAGES;
const PATH = `/campaign/${CAMPAIGN_ID}/add-recipients`;
const fresh = buildCampaign({ currentTab: 'add-recipients', completedTabs: ['start'] });
const linked = buildCampaign();
const WORKSPACE_LISTS = [
  { id: 'list-1', name: 'List 1', contactsCount: 10 },
  { id: 'list-2', name: 'List 2', contactsCount: 20 },
];

/** Stands in for XMLHttpRequest: records the upload and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader() {}

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

function linkedRows() {
  const table = within(screen.getByRole('region', { name: 'Linked lists' })).queryByRole('table');
  if (!table) return [];
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
}

describe('Add recipients step', () => {
  it('needs a list before Next', async () => {
    const { user, router } = renderApp(PATH, {
      signedIn: true,
      mocks: [campaignMock(fresh), campaignListsMock([]), contactListsMock(WORKSPACE_LISTS)],
    });
    expect(await screen.findByText(WIZARD_TEXTS.noLists)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.addList)).toBeInTheDocument();
    expect(currentPath(router)).toBe(PATH);
  });

  it('links an existing list, then goes on to Compose', async () => {
    const link = linkMock('list-2', { data: { linkCampaignList: linked } });
    const { user, router } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        campaignMock(fresh),
        campaignListsMock([]),
        contactListsMock(WORKSPACE_LISTS),
        link,
        campaignListsMock([buildList(2, { recipientsCount: 18 })]),
      ],
    });
    const select = await screen.findByLabelText('Contact list');
    expect(screen.getByRole('button', { name: 'Link' })).toBeDisabled();
    await screen.findByRole('option', { name: 'List 2 (20)' });
    await user.selectOptions(select, 'list-2');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    expect(await screen.findByText(M.listLinked)).toBeInTheDocument();
    expect(link.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(linkedRows()).toEqual([['List 2', '20', '18']]));
    // A linked list is no longer offered; the campaign's progress came back with the answer.
    expect(screen.queryByRole('option', { name: 'List 2 (20)' })).not.toBeInTheDocument();
    expect(barState().current).toEqual(['Compose (current)']);
    expect(menuItem('Compose')).toBe('enabled');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/compose`);
    expect(await screen.findByText(`Compose step of ${CAMPAIGN_ID}`)).toBeInTheDocument();
  });

  it("shows the server's reason when a list cannot be linked", async () => {
    const link = linkMock('list-1', failure(M.listLinkBad));
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [campaignMock(fresh), campaignListsMock([]), contactListsMock(WORKSPACE_LISTS), link],
    });
    await screen.findByRole('option', { name: 'List 1 (10)' });
    await user.selectOptions(screen.getByLabelText('Contact list'), 'list-1');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText(M.listLinkBad)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a linked list after confirmation', async () => {
    const unlink = unlinkMock('list-1', { data: { unlinkCampaignList: linked } });
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        campaignMock(linked),
        campaignListsMock([buildList(1), buildList(2)]),
        contactListsMock(WORKSPACE_LISTS),
        unlink,
        campaignListsMock([buildList(2, { recipientsCount: 25 })]),
      ],
    });
    await waitFor(() =>
      expect(linkedRows()).toEqual([
        ['List 1', '10', '10'],
        ['List 2', '20', '20'],
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete List 1' }));
    let dialog = screen.getByRole('dialog', { name: WIZARD_TEXTS.deleteListTitle });
    expect(dialog).toHaveTextContent(WIZARD_TEXTS.deleteListText('List 1'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unlink.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete List 1' }));
    dialog = screen.getByRole('dialog', { name: WIZARD_TEXTS.deleteListTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.listDeleted)).toBeInTheDocument();
    expect(unlink.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(linkedRows()).toEqual([['List 2', '20', '25']]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('maps the columns of a list that differs from the campaign variables, then links it', async () => {
    const conflict = linkMock(
      'list-2',
      failure(M.mappingConflict, 'CONFLICT', 409, {
        originalParameter: ['email', 'first_name', 'company'],
        currentParameter: ['E-mail', 'Name', 'Company', 'City'],
      }),
    );
    const mapping = [
      { variable: 'first_name', column: 'Name' },
      { variable: 'company', column: 'City' },
    ];
    const retry = linkMock('list-2', { data: { linkCampaignList: linked } }, mapping);
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        campaignMock(linked),
        campaignListsMock([buildList(1)]),
        contactListsMock(WORKSPACE_LISTS),
        conflict,
        retry,
        campaignListsMock([buildList(1), buildList(2)]),
      ],
    });
    await screen.findByRole('option', { name: 'List 2 (20)' });
    await user.selectOptions(screen.getByLabelText('Contact list'), 'list-2');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    const dialog = await screen.findByRole('dialog', { name: WIZARD_TEXTS.mappingTitle });
    const inDialog = within(dialog);
    // The email row is fixed to the list's email column; a same-named column is preselected.
    expect(inDialog.getByLabelText('email')).toBeDisabled();
    expect(inDialog.getByLabelText('email')).toHaveValue('E-mail');
    expect(inDialog.getByLabelText('first_name')).toHaveValue('');
    expect(inDialog.getByLabelText('company')).toHaveValue('Company');

    await user.selectOptions(inDialog.getByLabelText('company'), '');
    await user.click(inDialog.getByRole('button', { name: 'Link List' }));
    expect(inDialog.getByRole('alert')).toHaveTextContent(M.mapFields);
    expect(retry.result).not.toHaveBeenCalled();

    await user.selectOptions(inDialog.getByLabelText('first_name'), 'Name');
    expect(inDialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Link List' }));
    expect(inDialog.getByRole('alert')).toHaveTextContent(M.selectOption);
    expect(inDialog.getByLabelText('company')).toHaveAttribute('aria-invalid', 'true');
    expect(retry.result).not.toHaveBeenCalled();

    await user.selectOptions(inDialog.getByLabelText('company'), 'City');
    await user.click(inDialog.getByRole('button', { name: 'Link List' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(retry.result).toHaveBeenCalledTimes(1);
    expect(conflict.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(linkedRows()).toHaveLength(2));
  });

  it('uploads a CSV file as a new list and links it', async () => {
    const link = linkMock('list-9', { data: { linkCampaignList: linked } });
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        campaignMock(fresh),
        campaignListsMock([]),
        contactListsMock(WORKSPACE_LISTS),
        link,
        campaignListsMock([buildList(9, { name: 'Spring leads', contactsCount: 2 })]),
      ],
    });
    const form = within(await screen.findByRole('form', { name: 'Upload a CSV file' }));
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(form.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fileRequired);
    expect(FakeXhr.sent).toHaveLength(0);

    const file = new File(['email,name\na@example.com,A\n'], 'spring.csv', { type: 'text/csv' });
    await user.upload(form.getByLabelText('CSV file'), file);
    await user.type(form.getByLabelText('List name (optional)'), 'Spring leads');
    await user.click(form.getByRole('button', { name: 'Upload' }));

    const [request] = FakeXhr.sent;
    expect(request.url).toBe(CONTACT_LIST_UPLOAD_URL);
    expect(request.body?.get('name')).toBe('Spring leads');
    expect((request.body?.get('contactFile') as File).name).toBe('spring.csv');
    request.answer(200, {
      message: CONTACT_MESSAGES.uploaded,
      data: {
        data: { id: 'list-9', name: 'Spring leads', imported: 2, duplicates: 0, invalid: 0 },
      },
    });

    expect(await screen.findByText(CONTACT_MESSAGES.uploaded)).toBeInTheDocument();
    await waitFor(() => expect(link.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(linkedRows()).toEqual([['Spring leads', '2', '90']]));
    expect(form.getByLabelText('List name (optional)')).toHaveValue('');
  });
});
