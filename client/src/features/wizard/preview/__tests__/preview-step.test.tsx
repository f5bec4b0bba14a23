import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { notFound } from '../../compose/__tests__/factories';
import { CAMPAIGN_ID, renderStep, toastKind } from '../../compose/__tests__/render-step';
import { PreviewStep } from '../preview-step';
import { PREVIEW_TEXTS } from '../preview-texts';
import { buildPage, messagesMock, previewCampaignMock } from './factories';

const M = CAMPAIGN_MESSAGES;

function open(mocks: Parameters<typeof renderStep>[2]) {
  return renderStep('preview', <PreviewStep campaignId={CAMPAIGN_ID} />, mocks);
}

const first = (offset: number, total = 25) =>
  messagesMock({ offset }, { page: buildPage(offset, total) }).mock;
const message = (name: string) => screen.getByRole('article', { name });
const searchBox = () => screen.getByLabelText(PREVIEW_TEXTS.searchLabel);
const searchButton = () => screen.getByRole('button', { name: PREVIEW_TEXTS.search });

describe('Preview step', () => {
  it('shows every message of the first recipient with its delay, and the checklist', async () => {
    open([previewCampaignMock(), first(0)]);

    expect(await screen.findByText('1 of 25 Recipients')).toBeInTheDocument();
    expect(screen.getByText('r0@acme.test', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('From: Sales Team <sales@acme.test>')).toBeInTheDocument();
    expect(screen.getByText('Recipient lists: Leads March (25)')).toBeInTheDocument();

    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Email',
      'Follow-up 1',
      'Follow-up 2',
    ]);
    expect(message('Email')).toHaveTextContent('Subject: Hello r0@acme.test');
    expect(message('Email')).not.toHaveTextContent('Delay');
    expect(message('Follow-up 1')).toHaveTextContent('Subject: Re: Hello r0@acme.test');
    expect(message('Follow-up 1')).toHaveTextContent('Delay: 3 days');
    expect(message('Follow-up 2')).toHaveTextContent('Delay: 1 day');

    // HTML bodies render inside a sandboxed frame that runs no scripts.
    const frame = within(message('Email')).getByTitle('Email body');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts/);
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hi <strong>r0@acme.test</strong></p>');

    const checklist = screen.getByRole('group', { name: PREVIEW_TEXTS.checklistTitle });
    expect(within(checklist).getAllByRole('checkbox')).toHaveLength(4);
    expect(checklist).toHaveTextContent('sound human');
    expect(checklist).toHaveTextContent('signature');
    expect(checklist).toHaveTextContent('call to action');
    expect(checklist).toHaveTextContent('test email was sent and checked on a phone');
  });

  it('shows plain-text bodies as text', async () => {
    const page = { ...buildPage(0), messages: [{ ...buildPage(0).messages[0], body: 'Hi <b>' }] };
    open([previewCampaignMock({ messageMimeType: 'text/plain' }), messagesMock({}, { page }).mock]);
    await screen.findByText('1 of 25 Recipients');
    const body = within(message('Email')).getByLabelText('Email body');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe('Hi <b>');
  });

  it('goes to the next and previous recipients', async () => {
    const { user } = open([previewCampaignMock(), first(0, 2), first(1, 2), first(0, 2)]);
    await screen.findByText('1 of 2 Recipients');
    const previous = screen.getByRole('button', { name: PREVIEW_TEXTS.previous });
    const next = screen.getByRole('button', { name: PREVIEW_TEXTS.next });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(await screen.findByText('2 of 2 Recipients')).toBeInTheDocument();
    expect(message('Email')).toHaveTextContent('Hello r1@acme.test');
    expect(screen.getByRole('button', { name: PREVIEW_TEXTS.next })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: PREVIEW_TEXTS.previous }));
    expect(await screen.findByText('1 of 2 Recipients')).toBeInTheDocument();
    expect(message('Email')).toHaveTextContent('Hello r0@acme.test');
  });

  it('searches a recipient by a valid email', async () => {
    const found = messagesMock(
      { email: 'r7@acme.test' },
      { page: buildPage(7, 25, 'r7@acme.test') },
    );
    const { user } = open([previewCampaignMock(), first(0), found.mock, first(8)]);
    await screen.findByText('1 of 25 Recipients');

    await user.click(searchButton());
    expect(await screen.findByText(M.validEmail)).toBeInTheDocument();
    await user.type(searchBox(), 'not-an-email');
    await user.click(searchButton());
    expect(await screen.findByText(M.validEmail)).toBeInTheDocument();
    expect(found.result).not.toHaveBeenCalled();

    await user.clear(searchBox());
    await user.type(searchBox(), 'r7@acme.test');
    await user.click(searchButton());
    expect(await screen.findByText('8 of 25 Recipients')).toBeInTheDocument();
    expect(screen.queryByText(M.validEmail)).not.toBeInTheDocument();
    expect(message('Email')).toHaveTextContent('Hello r7@acme.test');

    // Paging goes on from the recipient found.
    await user.click(screen.getByRole('button', { name: PREVIEW_TEXTS.next }));
    expect(await screen.findByText('9 of 25 Recipients')).toBeInTheDocument();
  });

  it('says when no recipient has the searched address and keeps the one shown', async () => {
    const missing = messagesMock(
      { email: 'nobody@acme.test' },
      { error: notFound(M.previewNoContact) },
    );
    const { user } = open([previewCampaignMock(), first(0), missing.mock]);
    await screen.findByText('1 of 25 Recipients');

    await user.type(searchBox(), 'nobody@acme.test');
    await user.click(searchButton());

    expect(await toastKind(M.previewNoContact)).toBe('error');
    const inline = screen
      .getAllByText(M.previewNoContact)
      .find((element) => !element.closest('.Toastify'));
    expect(inline).toBeInTheDocument();
    expect(screen.getByText('1 of 25 Recipients')).toBeInTheDocument();
  });

  it('shows the 404 text when the campaign has no recipient to preview', async () => {
    open([previewCampaignMock(), messagesMock({}, { error: notFound(M.previewNoContact) }).mock]);
    await waitFor(() =>
      expect(
        screen.getAllByText(M.previewNoContact).some((element) => !element.closest('.Toastify')),
      ).toBe(true),
    );
    expect(screen.queryByText(/Recipients$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('goes on to Options with Next', async () => {
    const { user, router } = open([previewCampaignMock(), first(0)]);
    await screen.findByText('1 of 25 Recipients');
    await user.click(screen.getByRole('button', { name: PREVIEW_TEXTS.continue }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/options`),
    );
    expect(screen.getByText('options page')).toBeInTheDocument();
  });
});
