import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { INBOX_MESSAGES } from '@outbound/common';
import {
  AssignInboxLeadDocument,
  SetInboxLeadStatusDocument,
  SetInboxRecipientPausedDocument,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { INBOX_TEXTS as T } from '../inbox-texts';
import {
  buildConversation,
  buildMessage,
  conversationMock,
  conversationsMock,
  failure,
  markReadMock,
  optionsMock,
  summaryOf,
  type Conversation,
} from './factories';

const HOSTILE_HTML = [
  '<p style="color:red">Sounds <b>good</b></p>',
  '<script>parent.document.body.innerHTML = "owned"</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(2)">click</a>',
  '<iframe src="https://evil.test/"></iframe>',
  '<span>[image hidden] logo</span>',
].join('');

const READ = buildConversation({ unreadCount: 0 });

function renderConversation(conversation: Conversation, mocks: MockedResponse[] = []) {
  return renderApp(`/inbox/${conversation.id}`, {
    signedIn: true,
    mocks: [
      optionsMock(),
      conversationsMock({ rows: [] }),
      conversationMock(conversation),
      ...mocks,
    ],
  });
}

const thread = () => screen.getByRole('list', { name: 'Thread' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Conversation actions' });

describe('Inbox conversation', () => {
  it('shows the thread in time order: our step as sent, their reply as text', async () => {
    renderConversation(READ);
    const items = within(await screen.findByRole('list', { name: 'Thread' })).getAllByRole(
      'article',
    );
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Step 1', 'Reply']);
    expect(within(items[0]).getByText('sent')).toBeInTheDocument();
    expect(within(items[0]).getByText('Sam Sales <sales@ours.test>')).toBeInTheDocument();
    expect(within(items[1]).getByText('Yes, Tuesday works.').tagName).toBe('PRE');
    expect(within(items[1]).queryByTitle(/Reply from/)).not.toBeInTheDocument();
    const header = screen.getByRole('heading', { name: 'Re: Quick question' });
    expect(header).toBeInTheDocument();
    expect(within(items[1]).getByText('Rita <rita@prospect.test>')).toBeInTheDocument();
    expect(screen.getByText('rita@prospect.test', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.showOlder })).not.toBeInTheDocument();
  });

  it('shows older messages on demand, before the latest ones, until there are none', async () => {
    const latest = buildConversation({ unreadCount: 0, olderCursor: 'cursor-1' }, [
      buildMessage('m-3', { text: 'Third reply' }),
      buildMessage('m-4', { text: 'Fourth reply' }),
    ]);
    const firstOlder = buildConversation({ unreadCount: 0, olderCursor: 'cursor-2' }, [
      buildMessage('m-2', { text: 'Second reply' }),
    ]);
    const oldest = buildConversation({ unreadCount: 0, olderCursor: null }, [
      buildMessage('m-sent', {
        direction: 'sent',
        kind: null,
        text: 'Our first step',
        stepPosition: 1,
        state: 'sent',
      }),
      buildMessage('m-1', { text: 'First reply' }),
    ]);
    const { user } = renderConversation(latest, [
      conversationMock(firstOlder, false, 'cursor-1'),
      conversationMock(oldest, false, 'cursor-2'),
    ]);
    const texts = () =>
      within(thread())
        .getAllByRole('article')
        .map((item) => item.querySelector('pre')?.textContent);
    await screen.findByText('Fourth reply');
    expect(texts()).toEqual(['Third reply', 'Fourth reply']);

    await user.click(screen.getByRole('button', { name: T.showOlder }));
    await screen.findByText('Second reply');
    expect(texts()).toEqual(['Second reply', 'Third reply', 'Fourth reply']);

    await user.click(screen.getByRole('button', { name: T.showOlder }));
    await screen.findByText('First reply');
    expect(texts()).toEqual([
      'Our first step',
      'First reply',
      'Second reply',
      'Third reply',
      'Fourth reply',
    ]);
    expect(screen.queryByRole('button', { name: T.showOlder })).not.toBeInTheDocument();
  });

  it('says what was not kept of a message', async () => {
    const conversation = buildConversation({ unreadCount: 0 }, [
      buildMessage('m-cut', { truncated: true, note: INBOX_MESSAGES.bodyCut }),
      buildMessage('m-dropped', { text: null, truncated: true, note: INBOX_MESSAGES.bodyDropped }),
    ]);
    renderConversation(conversation);
    expect(await screen.findByText(INBOX_MESSAGES.bodyCut)).toBeInTheDocument();
    expect(screen.getByText(INBOX_MESSAGES.bodyDropped)).toBeInTheDocument();
    expect(screen.queryByText(T.truncated)).not.toBeInTheDocument();
  });

  it('flags a message whose sender is not verified, and only that one', async () => {
    renderConversation(
      buildConversation({ unreadCount: 0 }, [
        buildMessage('m-ok', { text: 'Proven' }),
        buildMessage('m-forged', { text: 'Unproven', senderVerified: false }),
      ]),
    );
    const items = within(await screen.findByRole('list', { name: 'Thread' })).getAllByRole(
      'article',
    );
    const flagged = items.filter((item) => within(item).queryByText(T.senderNotVerified));
    expect(flagged).toHaveLength(1);
    expect(within(flagged[0]).getByText('Unproven')).toBeInTheDocument();
  });

  it('shows HTML in a sandboxed iframe whose document runs and loads nothing', async () => {
    const conversation = buildConversation({ unreadCount: 0 }, [
      buildMessage('m-html', { html: HOSTILE_HTML, text: 'Sounds good', imagesHidden: true }),
    ]);
    renderConversation(conversation);
    const frame = (await screen.findByTitle(
      'Reply from Rita <rita@prospect.test>',
    )) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    // Links may open a new tab on a click; nothing may run, reach the app's origin or navigate it.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.style.height).toBe('96px'); // a line of text: the smallest frame
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('Sounds <b>good</b>');
    expect(srcdoc).not.toMatch(/<script/i);
    expect(srcdoc).not.toMatch(/onerror/i);
    expect(srcdoc).not.toMatch(/javascript:/i);
    expect(srcdoc).not.toMatch(/<iframe/i);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(srcdoc);
    expect(policy?.[1]).toContain("script-src 'none'");
    expect(policy?.[1]).toContain("default-src 'none'");
    expect(policy?.[1]).not.toContain('https:');
    expect(srcdoc.indexOf('Content-Security-Policy')).toBeLessThan(srcdoc.indexOf('<body>'));
    expect(document.body).not.toHaveTextContent('owned');
  });

  it('asks again with images allowed when the reader asks for them', async () => {
    const hidden = buildConversation({ unreadCount: 0 }, [
      buildMessage('m-img', { html: '<p>[image hidden] logo</p>', imagesHidden: true }),
    ]);
    const shown = buildConversation({ unreadCount: 0 }, [
      buildMessage('m-img', { html: '<p><img src="https://cdn.test/logo.png"></p>' }),
    ]);
    const { user } = renderConversation(hidden, [conversationMock(shown, true)]);
    expect(await screen.findByText(T.imagesHidden)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.showImages }));
    await waitFor(() =>
      expect(screen.getByTitle(/^Reply from/).getAttribute('srcdoc')).toContain(
        'https://cdn.test/logo.png',
      ),
    );
    const srcdoc = screen.getByTitle(/^Reply from/).getAttribute('srcdoc') ?? '';
    expect(srcdoc).toMatch(/img-src https: http: data:/);
    expect(srcdoc).toContain("script-src 'none'");
    expect(screen.queryByRole('button', { name: T.showImages })).not.toBeInTheDocument();
  });

  it('lists attachments with name and size, downloadable through their link', async () => {
    const conversation = buildConversation({ unreadCount: 0 }, [
      buildMessage('m-att', {
        attachments: [
          {
            __typename: 'InboxAttachment',
            id: 'att-1',
            filename: 'quote.pdf',
            contentType: 'application/pdf',
            size: 24_300,
            downloadable: true,
            url: 'http://localhost/v1/inbox/attachments/att-1?expires=1&signature=s',
          },
          {
            __typename: 'InboxAttachment',
            id: 'att-2',
            filename: 'huge.zip',
            contentType: 'application/zip',
            size: 30_000_000,
            downloadable: false,
            url: null,
          },
        ],
      }),
    ]);
    renderConversation(conversation);
    const list = await screen.findByRole('list', { name: T.attachments });
    const link = within(list).getByRole('link', { name: 'quote.pdf' });
    expect(link).toHaveAttribute(
      'href',
      'http://localhost/v1/inbox/attachments/att-1?expires=1&signature=s',
    );
    expect(link).toHaveAttribute('download', 'quote.pdf');
    expect(list).toHaveTextContent('quote.pdf (24.3 kB)');
    expect(list).toHaveTextContent('huge.zip (30.0 MB)');
    expect(within(list).queryByRole('link', { name: 'huge.zip' })).not.toBeInTheDocument();
  });

  it('marks an unread conversation read when it is opened, and unread on request', async () => {
    const unread = buildConversation({ unreadCount: 1 });
    const { user } = renderConversation(unread, [
      markReadMock(unread, true),
      markReadMock(unread, false),
    ]);
    const button = await within(await screen.findByRole('toolbar')).findByRole('button', {
      name: T.markUnread,
    });
    await user.click(button);
    expect(await screen.findByText(INBOX_MESSAGES.marked)).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: T.markRead })).toBeInTheDocument();
  });

  it('marks the lead Won, reassigns it and pauses the recipient', async () => {
    const mutation = (
      query: MockedResponse['request']['query'],
      variables: object,
      field: string,
      answer: object,
    ) => ({
      request: { query, variables: { conversationId: READ.id, ...variables } },
      result: { data: { [field]: summaryOf(READ, answer) } },
    });
    const { user } = renderConversation(READ, [
      mutation(SetInboxLeadStatusDocument, { status: 'won' }, 'setInboxLeadStatus', {
        leadStatus: 'won',
      }),
      mutation(AssignInboxLeadDocument, { assignedToEmail: 'tess@team.test' }, 'assignInboxLead', {
        leadStatus: 'won',
        assignedToEmail: 'tess@team.test',
      }),
      mutation(SetInboxRecipientPausedDocument, { paused: true }, 'setInboxRecipientPaused', {
        leadStatus: 'won',
        assignedToEmail: 'tess@team.test',
        recipientPaused: true,
      }),
    ]);
    await screen.findByRole('list', { name: 'Thread' });
    const facts = screen.getByText(T.leadStatus, { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('Lead statusOpen');

    await user.click(within(toolbar()).getByRole('button', { name: 'Mark as Won' }));
    expect(await screen.findByText(INBOX_MESSAGES.marked)).toBeInTheDocument();
    await waitFor(() => expect(facts).toHaveTextContent('Lead statusWon'));
    expect(within(toolbar()).getByRole('button', { name: 'Mark as Won' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await waitFor(() =>
      expect(within(toolbar()).getByRole('option', { name: 'Tess Mate' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(toolbar()).getByLabelText(T.assign), 'Tess Mate');
    await waitFor(() => expect(facts).toHaveTextContent('OwnerTess Mate'));

    await user.click(within(toolbar()).getByRole('button', { name: T.pause }));
    expect(await within(toolbar()).findByRole('button', { name: T.resume })).toBeInTheDocument();
    expect(thread()).toBeInTheDocument();
  });

  it('shows the server’s reason when an action is refused', async () => {
    const { user } = renderConversation(READ, [
      {
        request: {
          query: SetInboxLeadStatusDocument,
          variables: { conversationId: READ.id, status: 'lost' },
        },
        result: failure(INBOX_MESSAGES.notALead),
      },
    ]);
    await screen.findByRole('list', { name: 'Thread' });
    await user.click(within(toolbar()).getByRole('button', { name: 'Mark as Lost' }));
    expect(await screen.findByText(INBOX_MESSAGES.notALead)).toBeInTheDocument();
    expect(screen.queryByText(INBOX_MESSAGES.marked)).not.toBeInTheDocument();
  });
});
