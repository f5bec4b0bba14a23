import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { detailMock, listsMock } from './factories';
import { RECIPIENTS_PATH, buildRecipient, recipientsMock } from './recipient-factories';

const viewerTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('Recipients tab: next due', () => {
  it("shows when a waiting recipient is next due, in its zone and the viewer's", async () => {
    const at = '2026-11-24T00:00:00.000Z';
    const tokyo = buildRecipient('kei@acme.test', {
      nextDue: {
        __typename: 'RecipientNextDue',
        timeZone: 'Asia/Tokyo',
        windowZone: 'Asia/Tokyo',
        at,
      },
    });
    const unknown = buildRecipient('ann@acme.test', {
      nextDue: {
        __typename: 'RecipientNextDue',
        timeZone: null,
        windowZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        at,
      },
    });
    const done = buildRecipient('bob@acme.test', { state: 'complete' });
    renderApp(RECIPIENTS_PATH, {
      signedIn: true,
      mocks: [detailMock(), listsMock(), recipientsMock({}, [tokyo, unknown, done])],
    });
    const row = (email: string) =>
      screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;
    await screen.findByRole('cell', { name: 'kei@acme.test' });

    const kei = within(row('kei@acme.test')).getByText(/^Next:/);
    expect(kei).toHaveTextContent('Next: Nov 24, 09:00 Asia/Tokyo');
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== 'Asia/Tokyo')
      expect(kei).toHaveTextContent(`(${viewerTime(at)} your time)`);
    expect(kei.closest('div')).toHaveAttribute('title', "Recipient's time zone: Asia/Tokyo");

    const ann = within(row('ann@acme.test')).getByText(/^Next:/);
    expect(ann).not.toHaveTextContent('your time');
    expect(ann.closest('div')).toHaveAttribute('title', 'Time zone not known');

    expect(within(row('bob@acme.test')).queryByText(/^Next:/)).not.toBeInTheDocument();
  });
});
