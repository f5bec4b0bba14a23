import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_LIST_TEXTS } from '../../campaigns/campaign-list-texts';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { buildDetail, detailMock, failure } from './factories';
import { SEQUENCE_PATH, buildStep, stepStatusMock, stepsMock } from './sequence-factories';

const T = CAMPAIGN_DETAIL_TEXTS;

function openSequence(mocks: NonNullable<Parameters<typeof renderApp>[1]>['mocks']) {
  return renderApp(SEQUENCE_PATH, { signedIn: true, mocks });
}

const stepButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}(\\s|$)`) });
const stepRegion = (name: string) => screen.getByRole('region', { name });

/** The count a figure shows (the cell its name labels) and the share beside it. */
function figure(region: HTMLElement, name: string): [string, string] {
  const count = within(region).getByLabelText(name);
  return [count.textContent ?? '', count.nextElementSibling?.textContent ?? ''];
}

/** The toast that shows `text`, and its kind (success, error, info). */
async function toastKind(text: string): Promise<string | undefined> {
  const toast = (await screen.findByText(text)).closest('.Toastify__toast');
  return ['success', 'error', 'info'].find((kind) =>
    toast?.classList.contains(`Toastify__toast--${kind}`),
  );
}

const notes = () =>
  within(screen.getByRole('list', { name: 'Status note' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Sequence tab', () => {
  it('lists the messages in sending order with the days to wait between them', async () => {
    const steps = [
      buildStep(3, { delay: 1, status: 'pause' }),
      buildStep(1),
      buildStep(2, { delay: 4 }),
    ];
    openSequence([detailMock(), stepsMock(steps)]);

    await screen.findByRole('region', { name: 'Email 1' });
    const list = within(screen.getByRole('region', { name: 'Sequence' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Email 1 Quick questionPause',
      'Wait 4 daysFollow-up 1 Re: Quick questionPause',
      'Wait 1 dayFollow-up 2 Re: Quick questionPausedEnable',
    ]);
    expect(within(stepRegion('Follow-up 2')).getByText(T.stepPausedBadge)).toBeInTheDocument();
    expect(stepButton('Follow-up 2')).toHaveAccessibleName('Follow-up 2 Re: Quick question');
    expect(screen.getByRole('link', { name: T.editSequence })).toHaveAttribute(
      'href',
      '/campaign/camp-1/edit-sequence',
    );
  });

  it('expands a message on click to its body and statistics, and collapses it again', async () => {
    const { user } = openSequence([detailMock(), stepsMock([buildStep(1), buildStep(2)])]);
    await screen.findByRole('region', { name: 'Email 1' });
    const first = stepButton('Email 1');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(stepRegion('Email 1')).queryByLabelText('Sent')).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = stepRegion('Email 1');
    expect(within(region).getByLabelText('Sent')).toBeVisible();
    expect(within(region).getByText('Subject:').parentElement).toHaveTextContent(
      'Subject: Quick question',
    );
    // The other message stays as it was.
    expect(stepButton('Follow-up 1')).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByLabelText('Sent')).not.toBeInTheDocument();
  });

  it('shows each figure by its name, events with their share of the sends', async () => {
    const step = buildStep(1, {
      sent: 800,
      counts: { open: 400, click: 100, reply: 50, bounce: 8, unsubscribe: 1 },
    });
    const { user } = openSequence([detailMock(), stepsMock([step])]);
    await user.click(await screen.findByRole('button', { name: /^Email 1/ }));
    const region = stepRegion('Email 1');

    expect(figure(region, 'Total recipients')).toEqual(['1,000', '']);
    expect(figure(region, 'Pending')).toEqual(['200', '']);
    expect(figure(region, 'Sent')).toEqual(['800', '']);
    expect(figure(region, 'Open')).toEqual(['400', '50%']);
    expect(figure(region, 'Click')).toEqual(['100', '12.5%']);
    expect(figure(region, 'Reply')).toEqual(['50', '6.25%']);
    expect(figure(region, 'Bounce')).toEqual(['8', '1%']);
    expect(figure(region, 'Unsubscribe')).toEqual(['1', '0.13%']);
  });

  it('dims opens and clicks of a plain-text campaign, and shows its body as text', async () => {
    const step = buildStep(1, { sent: 10, counts: { open: 4, reply: 2 }, body: 'Hi <b>there' });
    const { user } = openSequence([
      detailMock(buildDetail({ messageMimeType: 'text/plain' })),
      stepsMock([step]),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Email 1/ }));
    const region = stepRegion('Email 1');

    const opens = within(region).getByLabelText('Open');
    expect(opens).toHaveTextContent('–');
    expect(within(opens).getByTitle(CAMPAIGN_LIST_TEXTS.untracked('Opens'))).toHaveClass(
      'figure--untracked',
    );
    expect(opens.nextElementSibling).toHaveTextContent('');
    expect(within(region).getByLabelText('Click')).toHaveAttribute(
      'aria-labelledby',
      expect.any(String),
    );
    expect(
      within(within(region).getByLabelText('Click')).getByTitle(
        CAMPAIGN_LIST_TEXTS.untracked('Clicks'),
      ),
    ).toBeInTheDocument();
    expect(figure(region, 'Reply')).toEqual(['2', '20%']);

    const body = within(region).getByLabelText('Email body');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe('Hi <b>there');
  });

  it('dims only what tracking leaves out', async () => {
    const step = buildStep(1, { sent: 10, counts: { open: 4, click: 3 } });
    const { user } = openSequence([
      detailMock(buildDetail({ trackOpen: false })),
      stepsMock([step]),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Email 1/ }));
    const region = stepRegion('Email 1');
    expect(
      within(within(region).getByLabelText('Open')).getByTitle(
        CAMPAIGN_LIST_TEXTS.untracked('Opens'),
      ),
    ).toBeInTheDocument();
    expect(figure(region, 'Click')).toEqual(['3', '30%']);
  });

  it('renders an HTML body only inside a sandboxed frame, where nothing of it runs', async () => {
    const hostile =
      '<p>Hi</p><img src="x" onerror="window.__sequenceHacked = true">' +
      '<script>window.__sequenceHacked = true</script>';
    const { user } = openSequence([detailMock(), stepsMock([buildStep(1, { body: hostile })])]);
    await user.click(await screen.findByRole('button', { name: /^Email 1/ }));
    const region = stepRegion('Email 1');

    const frame = within(region).getByTitle('Email body');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts/);
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hi</p>');
    // Nothing of the body is an element of the page itself.
    expect(region.querySelector('script, img, [onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { __sequenceHacked?: boolean }).__sequenceHacked).toBeUndefined();
  });

  it('pauses a message: the confirmation, the step in place and the header read again', async () => {
    const pause = stepStatusMock('step-2', 'pause');
    const again = {
      ...detailMock(
        buildDetail({
          steps: [
            { __typename: 'Step', id: 'step-1', position: 1, status: 'active' },
            { __typename: 'Step', id: 'step-2', position: 2, status: 'pause' },
          ],
        }),
      ),
      // Slow: the message changes from the mutation's answer, before the campaign is read again.
      delay: 300,
    };
    const steps = stepsMock([buildStep(1), buildStep(2)]);
    const { user } = openSequence([detailMock(), steps, pause, again]);
    await screen.findByRole('region', { name: 'Follow-up 1' });
    expect(notes()).toEqual([CAMPAIGN_MESSAGES.nothingPaused]);

    await user.click(within(stepRegion('Follow-up 1')).getByRole('button', { name: T.stepPause }));
    expect(await toastKind(CAMPAIGN_MESSAGES.stepPaused)).toBe('success');
    expect(pause.result).toHaveBeenCalledTimes(1);
    const second = stepRegion('Follow-up 1');
    expect(within(second).getByRole('button', { name: T.stepEnable })).toBeEnabled();
    expect(within(second).getByText(T.stepPausedBadge)).toBeInTheDocument();
    expect(within(stepRegion('Email 1')).getByRole('button', { name: T.stepPause })).toBeEnabled();
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notes()).toEqual(['Follow-up 1 is paused']));
    expect(steps.result).toHaveBeenCalledTimes(1);
  });

  it('enables a paused message with the server’s confirmation', async () => {
    const enable = stepStatusMock('step-1', 'active');
    const { user } = openSequence([
      detailMock(),
      stepsMock([buildStep(1, { status: 'pause' })]),
      enable,
      detailMock(),
    ]);
    const region = await screen.findByRole('region', { name: 'Email 1' });
    await user.click(within(region).getByRole('button', { name: T.stepEnable }));
    expect(await toastKind(CAMPAIGN_MESSAGES.stepEnabled)).toBe('success');
    expect(within(region).getByRole('button', { name: T.stepPause })).toBeEnabled();
    expect(within(region).queryByText(T.stepPausedBadge)).not.toBeInTheDocument();
  });

  it('reports a refused pause as a Bad Request toast and keeps the message as it was', async () => {
    const refused = stepStatusMock('step-1', 'pause', failure('Bad Request.'));
    const { user } = openSequence([detailMock(), stepsMock([buildStep(1)]), refused]);
    const region = await screen.findByRole('region', { name: 'Email 1' });
    await user.click(within(region).getByRole('button', { name: T.stepPause }));

    expect(await toastKind(T.stepPauseFailed)).toBe('error');
    expect(within(region).getByRole('button', { name: T.stepPause })).toBeEnabled();
    expect(within(region).queryByText(T.stepPausedBadge)).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it gives one', async () => {
    const missing = stepStatusMock(
      'step-1',
      'pause',
      failure(CAMPAIGN_MESSAGES.stepNotFound, 'NOT_FOUND', 404),
    );
    const { user } = openSequence([detailMock(), stepsMock([buildStep(1)]), missing]);
    const region = await screen.findByRole('region', { name: 'Email 1' });
    await user.click(within(region).getByRole('button', { name: T.stepPause }));
    expect(await toastKind(CAMPAIGN_MESSAGES.stepNotFound)).toBe('error');
  });

  it('says so when the campaign has no messages, with the Edit Sequence link', async () => {
    openSequence([detailMock(), stepsMock([])]);
    expect(await screen.findByText(T.noSteps)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.editSequence })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Email 1/ })).not.toBeInTheDocument();
  });

  it('shows a loader, then on a failure says so with a way to try again', async () => {
    const { user } = openSequence([
      detailMock(),
      stepsMock({ error: failure('Bad Request.') }),
      stepsMock([buildStep(1)]),
    ]);
    expect(await screen.findByText(T.sequenceLoading)).toBeInTheDocument();
    expect(await toastKind(T.sequenceFailed)).toBe('error');
    const alert = (await screen.findByText(T.sequenceUnavailable)).closest('[role="alert"]');
    expect(alert).toBeInstanceOf(HTMLElement);

    await user.click(within(alert as HTMLElement).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('region', { name: 'Email 1' })).toBeInTheDocument();
  });
});
