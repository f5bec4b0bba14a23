import { screen, within } from '@testing-library/react';
import { WARMUP_MESSAGES, warmupErrorMessage } from '@outbound/common';
import { SetMailAccountWarmupDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { buildMailAccount, buildWarmup, mailAccountsMock, warmupMock } from './factories';

const SALES = buildMailAccount();

async function openWarmup(mocks: ReadonlyArray<object>) {
  const view = renderApp('/mail-accounts/all', {
    signedIn: true,
    mocks: [mailAccountsMock([SALES]), ...(mocks as [])],
  });
  await screen.findByRole('cell', { name: 'sales@example.com' });
  await view.user.click(screen.getByRole('button', { name: 'Actions for sales@example.com' }));
  await view.user.click(screen.getByRole('button', { name: 'Check Warmup' }));
  const dialog = await screen.findByRole('dialog', { name: 'Warmup: sales@example.com' });
  return { ...view, dialog };
}

function setWarmupMock(enable: boolean, answer: ReturnType<typeof buildWarmup>) {
  return {
    request: { query: SetMailAccountWarmupDocument, variables: { id: 'acc-1', enable } },
    result: { data: { setMailAccountWarmup: answer } },
  };
}

describe('Warmup dialog', () => {
  it('says plainly when this server has no warmup provider', async () => {
    const { dialog, user } = await openWarmup([
      warmupMock(
        'acc-1',
        buildWarmup({
          configured: false,
          status: false,
          warmupStatus: false,
          message: WARMUP_MESSAGES.notConfigured,
          aggregateResult: { received: 0, sent: 0, landedSpam: 0 },
          dateWiseResult: [],
        }),
      ),
    ]);
    expect(await within(dialog).findByText(WARMUP_MESSAGES.notConfigured)).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the past week's totals and the per-day chart", async () => {
    const { dialog } = await openWarmup([warmupMock('acc-1', buildWarmup())]);

    const toggle = await within(dialog).findByRole('switch', { name: 'Warmup' });
    expect(toggle).toBeChecked();
    expect(within(dialog).getByText('Past 7 days')).toBeInTheDocument();
    const total = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).closest('div')?.querySelector('dd')
        ?.textContent;
    expect(total('Received')).toBe('41');
    expect(total('Sent')).toBe('38');
    expect(total('Landed in spam')).toBe('3');

    expect(
      within(dialog).getByRole('img', { name: /landed in inbox and landed in spam/ }),
    ).toBeInTheDocument();
    // One inbox and one spam bar per day.
    expect(dialog.querySelectorAll('svg rect')).toHaveLength(14);
    const days = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(days).toHaveLength(7);
    expect(
      within(days[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '1']);
  });

  it('shows the sentence for an error_code', async () => {
    const { dialog } = await openWarmup([
      warmupMock(
        'acc-1',
        buildWarmup({ status: false, errorCode: 1, message: null, warmupStatus: false }),
      ),
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(warmupErrorMessage(1));
    expect(within(dialog).queryByText('Past 7 days')).not.toBeInTheDocument();
  });

  it('turns warmup off and on', async () => {
    const { dialog, user } = await openWarmup([
      warmupMock('acc-1', buildWarmup()),
      setWarmupMock(false, buildWarmup({ warmupStatus: false })),
      setWarmupMock(true, buildWarmup({ warmupStatus: true })),
    ]);
    const toggle = await within(dialog).findByRole('switch', { name: 'Warmup' });
    await user.click(toggle);
    await within(dialog).findByText('Off');
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await within(dialog).findByText('On');
    expect(toggle).toBeChecked();
  });

  it('keeps the week on screen and says why a change was refused', async () => {
    const { dialog, user } = await openWarmup([
      warmupMock('acc-1', buildWarmup({ warmupStatus: false })),
      setWarmupMock(
        true,
        buildWarmup({
          status: false,
          errorCode: 3,
          message: warmupErrorMessage(3),
          warmupStatus: false,
          dateWiseResult: [],
        }),
      ),
    ]);
    const toggle = await within(dialog).findByRole('switch', { name: 'Warmup' });
    await user.click(toggle);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(warmupErrorMessage(3));
    expect(toggle).not.toBeChecked();
    expect(within(dialog).getByText('Past 7 days')).toBeInTheDocument();
  });
});
