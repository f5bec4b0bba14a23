import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { ComposeStep } from '../compose-step';
import { COMPOSE_TEXTS } from '../compose-texts';
import {
  badRequest,
  buildCampaign,
  buildStep,
  composeMocks,
  saveMock,
  sendTestMock,
} from './factories';
import { CAMPAIGN_ID, renderStep, toastKind } from './render-step';

const M = CAMPAIGN_MESSAGES;

function open(mocks = composeMocks()) {
  return renderStep('compose', <ComposeStep campaignId={CAMPAIGN_ID} />, mocks);
}

const region = (name: string) => screen.getByRole('region', { name });
const subjectOf = (name: string) => within(region(name)).getByLabelText('Subject');
const editorOf = (name: string) => screen.getByRole('textbox', { name: `${name} body` });
const delayOf = (name: string) => within(region(name)).getByLabelText('Wait for');
const next = () => screen.getByRole('button', { name: 'Next' });

const SAVED = buildCampaign({
  steps: [buildStep(1), buildStep(2, { delay: 1 }), buildStep(3, { delay: 3 })],
});

describe('Compose step', () => {
  it('shows the saved messages, follow-ups with their Re: subject and delay, and the toolbar', async () => {
    open(composeMocks(SAVED));
    await screen.findByRole('region', { name: 'Email' });

    expect(subjectOf('Email')).toHaveValue('Quick question');
    expect(editorOf('Email')).toHaveTextContent('Hello there');
    expect(subjectOf('Follow-up 1')).toHaveValue('Re: Quick question');
    expect(subjectOf('Follow-up 1')).toHaveAttribute('readonly');
    expect(editorOf('Follow-up 2')).toHaveTextContent('Follow-up 2');
    expect(delayOf('Follow-up 1')).toHaveValue(1);
    expect(within(region('Follow-up 1')).getByText('day')).toBeInTheDocument();
    expect(delayOf('Follow-up 2')).toHaveValue(3);
    expect(within(region('Follow-up 2')).getByText('days')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Plain text' })).not.toBeChecked();

    const toolbar = region('Email').querySelector('.rdw-editor-toolbar') as HTMLElement;
    const tools = [...toolbar.querySelectorAll('[title]')].map((tool) =>
      tool.getAttribute('title'),
    );
    expect(tools).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Unordered',
      'Ordered',
      'Link',
      'Unlink',
      'Image',
      'Remove',
      'Undo',
      'Redo',
    ]);
  });

  it('offers images by URL only, without upload', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Email' });
    await user.click(region('Email').querySelector('[title="Image"]') as HTMLElement);
    const popup = document.querySelector('.rdw-image-modal') as HTMLElement;
    expect(popup).toBeInTheDocument();
    expect(popup.querySelector('input[type="file"]')).toBeNull();
    expect(within(popup).queryByText('File Upload')).not.toBeInTheDocument();
    expect(popup.querySelector('input[name="imgSrc"]')).toBeInTheDocument();
  });

  it('requires a subject and a body longer than one character', async () => {
    const { user, router } = open();
    await screen.findByRole('region', { name: 'Email' });

    await user.click(next());
    expect(await within(region('Email')).findByText(M.subjectRequired)).toBeInTheDocument();
    expect(within(region('Email')).getByText(M.bodyRequired)).toBeInTheDocument();
    expect(await toastKind(M.fillAllFields)).toBe('error');

    await user.click(subjectOf('Email'));
    await user.paste('Hello');
    await user.click(editorOf('Email'));
    await user.paste('x');
    expect(within(region('Email')).queryByText(M.subjectRequired)).not.toBeInTheDocument();
    expect(within(region('Email')).getByText(M.bodyRequired)).toBeInTheDocument();

    await user.paste('y');
    expect(within(region('Email')).queryByText(M.bodyRequired)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/compose`);
  });

  it('adds a follow-up at 7 days, checks its delay and body, and removes it', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Email' });
    await user.click(subjectOf('Email'));
    await user.paste('Intro');

    await user.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(delayOf('Follow-up 1')).toHaveValue(7);
    expect(within(region('Follow-up 1')).getByText('days')).toBeInTheDocument();
    expect(subjectOf('Follow-up 1')).toHaveValue('Re: Intro');

    await user.click(subjectOf('Email'));
    await user.paste(' call');
    expect(subjectOf('Follow-up 1')).toHaveValue('Re: Intro call');

    await user.clear(delayOf('Follow-up 1'));
    await user.tab();
    expect(within(region('Follow-up 1')).getByText(M.delayBlank)).toBeInTheDocument();

    await user.type(delayOf('Follow-up 1'), '0');
    expect(within(region('Follow-up 1')).getByText(M.delayZero)).toBeInTheDocument();
    expect(within(region('Follow-up 1')).getByText('day')).toBeInTheDocument();

    await user.clear(delayOf('Follow-up 1'));
    await user.type(delayOf('Follow-up 1'), '1');
    expect(within(region('Follow-up 1')).queryByText(M.delayZero)).not.toBeInTheDocument();
    expect(within(region('Follow-up 1')).getByText('day')).toBeInTheDocument();
    await user.clear(delayOf('Follow-up 1'));
    await user.type(delayOf('Follow-up 1'), '2');
    expect(within(region('Follow-up 1')).getByText('days')).toBeInTheDocument();

    await user.click(next());
    expect(await within(region('Follow-up 1')).findByText(M.followUpBlank)).toBeInTheDocument();
    expect(await toastKind(M.fillAllFields)).toBe('error');

    await user.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(screen.getByRole('region', { name: 'Follow-up 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Follow-up 1' }));
    expect(screen.queryByRole('region', { name: 'Follow-up 2' })).not.toBeInTheDocument();
    expect(delayOf('Follow-up 1')).toHaveValue(7);
  });

  it('inserts a variable where the cursor is, in the subject and in the body', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Email' });

    const subject = subjectOf('Email') as HTMLInputElement;
    await user.click(subject);
    await user.paste('Hi  there');
    subject.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Variables for Email' }));
    const menu = screen.getByRole('list');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['{{email}}', '{{first_name}}', '{{company}}', '{{unsubscribe_url}}']);
    await user.click(within(menu).getByRole('button', { name: '{{first_name}}' }));
    expect(subject).toHaveValue('Hi {{first_name}} there');

    await user.click(editorOf('Email'));
    await user.paste('Regards from ');
    await user.click(screen.getByRole('button', { name: 'Variables for Email' }));
    await user.click(screen.getByRole('button', { name: '{{company}}' }));
    expect(editorOf('Email')).toHaveTextContent('Regards from {{company}}');
  });

  it('appends a variable to a body the cursor was never in', async () => {
    const { user } = open(composeMocks(SAVED));
    await screen.findByRole('region', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Variables for Follow-up 1' }));
    await user.click(screen.getByRole('button', { name: '{{first_name}}' }));
    expect(editorOf('Follow-up 1')).toHaveTextContent('Follow-up 1{{first_name}}');
    expect(editorOf('Email')).toHaveTextContent('Hello there');
  });

  it('flags a variable the lists do not have before saving', async () => {
    const { user } = open();
    await screen.findByRole('region', { name: 'Email' });
    await user.click(subjectOf('Email'));
    await user.paste('Hi {{nickname}}');
    await user.click(editorOf('Email'));
    await user.paste('Hello {{first_name}}, {{unsubscribe_url}}');

    await user.click(next());
    const message = M.unknownVariable('nickname');
    expect(await within(region('Email')).findByText(message)).toBeInTheDocument();
    expect(await toastKind(message)).toBe('error');
    expect(within(region('Email')).queryByText(M.bodyRequired)).not.toBeInTheDocument();
  });

  it('warns before switching to plain text and converts the messages', async () => {
    const { user } = open(composeMocks(SAVED));
    await screen.findByRole('region', { name: 'Email' });
    const toggle = screen.getByRole('switch', { name: 'Plain text' });

    await user.click(toggle);
    let dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.plainTextTitle });
    expect(dialog).toHaveTextContent(COMPOSE_TEXTS.plainTextWarning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(editorOf('Email')).toHaveAttribute('contenteditable', 'true');

    await user.click(toggle);
    dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.plainTextTitle });
    await user.click(within(dialog).getByRole('button', { name: COMPOSE_TEXTS.plainTextConfirm }));
    expect(toggle).toBeChecked();
    expect(editorOf('Email').tagName).toBe('TEXTAREA');
    expect(editorOf('Email')).toHaveValue('Hello there');
    expect(editorOf('Follow-up 1')).toHaveValue('Follow-up 1');

    // Back to HTML: nothing is lost, so no warning.
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editorOf('Email')).toHaveAttribute('contenteditable', 'true');
    expect(editorOf('Email')).toHaveTextContent('Hello there');
  });

  it('saves new messages, goes to Preview and confirms it', async () => {
    const save = saveMock('text/html', [
      { id: null, subject: 'Intro {{first_name}}', body: '<p>Hello there</p>', delay: 0 },
      { id: null, subject: 'Re: Intro {{first_name}}', body: '<p>Any news?</p>', delay: 2 },
    ]);
    const { user, router } = open([...composeMocks(), save.mock]);
    await screen.findByRole('region', { name: 'Email' });

    await user.click(subjectOf('Email'));
    await user.paste('Intro {{first_name}}');
    await user.click(editorOf('Email'));
    await user.paste('Hello there');
    await user.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    await user.clear(delayOf('Follow-up 1'));
    await user.type(delayOf('Follow-up 1'), '2');
    await user.click(editorOf('Follow-up 1'));
    await user.paste('Any news?');

    await user.click(next());
    expect(await toastKind(M.messagesUpdated)).toBe('success');
    expect(save.result).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/preview`),
    );
  });

  it('updates saved messages by id and deletes the follow-ups taken out', async () => {
    const save = saveMock('text/plain', [
      { id: 'step-1', subject: 'Quick question', body: 'Hello there', delay: 0 },
      { id: 'step-3', subject: 'Re: Quick question', body: 'Follow-up 2', delay: 3 },
    ]);
    const { user, router } = open([...composeMocks(SAVED), save.mock]);
    await screen.findByRole('region', { name: 'Email' });

    await user.click(screen.getByRole('button', { name: 'Remove Follow-up 1' }));
    await user.click(screen.getByRole('switch', { name: 'Plain text' }));
    await user.click(screen.getByRole('button', { name: COMPOSE_TEXTS.plainTextConfirm }));
    await user.click(next());

    expect(await toastKind(M.messagesUpdated)).toBe('success');
    expect(save.result).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/preview`),
    );
  });

  it.each([
    ['the generic answer', 'Bad Request.', COMPOSE_TEXTS.saveFailed],
    ['a specific reason', M.mimeType, M.mimeType],
  ])('stays on Compose when the save is refused with %s', async (_, answer, shown) => {
    const save = saveMock(
      'text/html',
      [
        {
          id: 'step-1',
          subject: 'Quick question',
          body: '<p>Hello <strong>there</strong></p>',
          delay: 0,
        },
      ],
      { error: badRequest(answer) },
    );
    const { user, router } = open([
      ...composeMocks(buildCampaign({ steps: [buildStep(1)] })),
      save.mock,
    ]);
    await screen.findByRole('region', { name: 'Email' });

    await user.click(next());
    expect(await toastKind(shown)).toBe('error');
    expect(save.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/compose`);
  });

  it('restores the saved messages with Cancel Edits, after confirmation', async () => {
    const { user } = open(composeMocks(SAVED));
    await screen.findByRole('region', { name: 'Email' });

    await user.clear(subjectOf('Email'));
    await user.click(subjectOf('Email'));
    await user.paste('Changed');
    await user.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(screen.getByRole('region', { name: 'Follow-up 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Edits' }));
    let dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.cancelEditsTitle });
    expect(dialog).toHaveTextContent(COMPOSE_TEXTS.cancelEditsText);
    await user.click(within(dialog).getByRole('button', { name: COMPOSE_TEXTS.keepEditing }));
    expect(subjectOf('Email')).toHaveValue('Changed');

    await user.click(screen.getByRole('button', { name: 'Cancel Edits' }));
    dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.cancelEditsTitle });
    await user.click(
      within(dialog).getByRole('button', { name: COMPOSE_TEXTS.cancelEditsConfirm }),
    );
    expect(subjectOf('Email')).toHaveValue('Quick question');
    expect(screen.queryByRole('region', { name: 'Follow-up 3' })).not.toBeInTheDocument();
    expect(subjectOf('Follow-up 1')).toHaveValue('Re: Quick question');
  });

  describe('Send Test', () => {
    const SINGLE = buildCampaign({ steps: [buildStep(1)] });
    const MESSAGE = {
      subject: 'Quick question',
      body: '<p>Hello <strong>there</strong></p>',
      mimeType: 'text/html',
    };

    async function openDialog(mocks = composeMocks(SINGLE)) {
      const view = open(mocks);
      await screen.findByRole('region', { name: 'Email' });
      await view.user.click(screen.getByRole('button', { name: 'Send Test' }));
      return { ...view, dialog: screen.getByRole('dialog', { name: COMPOSE_TEXTS.sendTestTitle }) };
    }

    it('requires a valid To address', async () => {
      const { user, dialog } = await openDialog();
      expect(dialog).toHaveTextContent('From: Sales Team <sales@acme.test>');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByText(M.toRequired)).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('To'), 'not-an-email');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByText(M.validEmail)).toBeInTheDocument();
    });

    it('sends the message as it is in the editor and confirms it', async () => {
      const send = sendTestMock({ email: 'me@acme.test', ...MESSAGE, subject: 'Edited subject' });
      const { user } = open([...composeMocks(SINGLE), send.mock]);
      await screen.findByRole('region', { name: 'Email' });
      await user.clear(subjectOf('Email'));
      await user.click(subjectOf('Email'));
      await user.paste('Edited subject');

      await user.click(screen.getByRole('button', { name: 'Send Test' }));
      const dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.sendTestTitle });
      await user.type(within(dialog).getByLabelText('To'), 'me@acme.test');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await toastKind(M.testSent)).toBe('success');
      expect(send.result).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('does not send a message without subject', async () => {
      const { user } = open();
      await screen.findByRole('region', { name: 'Email' });
      await user.click(screen.getByRole('button', { name: 'Send Test' }));
      const dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.sendTestTitle });
      await user.type(within(dialog).getByLabelText('To'), 'me@acme.test');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByText(M.subjectRequired)).toBeInTheDocument();
    });

    it.each([
      ['the server reason', M.mailAccountNotActive, M.mailAccountNotActive],
      ['the spec text for a generic refusal', 'Bad Request.', COMPOSE_TEXTS.testSendFailed],
    ])('shows %s when the test send is refused', async (_, answer, shown) => {
      const send = sendTestMock({ email: 'me@acme.test', ...MESSAGE }, badRequest(answer));
      const { user, dialog } = await openDialog([...composeMocks(SINGLE), send.mock]);
      await user.type(within(dialog).getByLabelText('To'), 'me@acme.test');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      expect(await toastKind(shown)).toBe('error');
      expect(send.result).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', { name: COMPOSE_TEXTS.sendTestTitle })).toBeInTheDocument();
    });
  });
});
