import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { OVERVIEW_PATH, activitiesMock, buildActivity, overviewMocks } from './factories';

function page(first: number, count: number) {
  return Array.from({ length: count }, (_, index) => buildActivity(first + index));
}

function entries(): string[] {
  const list = screen.queryByRole('list', { name: 'Activities' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.activity__text')?.textContent ?? '');
}

async function openActivity(mocks: Parameters<typeof activitiesMock>[] = []) {
  const feeds = mocks.map((args) => activitiesMock(...args));
  const view = renderApp(OVERVIEW_PATH, { signedIn: true, mocks: [...overviewMocks(), ...feeds] });
  await view.user.click(await screen.findByRole('tab', { name: 'Activity' }));
  return { ...view, feeds };
}

describe('Overview: Activity', () => {
  it('tells each entry in words, with the step and the time, newest first as given', async () => {
    const activities = [
      buildActivity(1, { type: 'lead', stepPosition: null }),
      buildActivity(2, { type: 'reply', stepPosition: 2 }),
      buildActivity(3, { type: 'click', stepPosition: 3 }),
      buildActivity(4, { type: 'open', stepPosition: 1 }),
      buildActivity(5, { type: 'bounce', stepPosition: 1 }),
      buildActivity(6, { type: 'unsubscribe', stepPosition: 1 }),
      buildActivity(7, { type: 'sent', stepPosition: 1 }),
    ];
    await openActivity([[{}, { activities, total: 7 }]]);

    await waitFor(() => expect(entries()).toHaveLength(7));
    expect(entries()).toEqual([
      'contact1@example.com became a lead',
      'contact2@example.com replied to Follow-up 1',
      'contact3@example.com clicked a link in Follow-up 2',
      'contact4@example.com opened Email',
      'Email to contact5@example.com bounced',
      'contact6@example.com unsubscribed',
      'Email was sent to contact7@example.com',
    ]);
    const first = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('contact1'));
    expect(within(first!).getByText('Nov 20, 2026 14:05')).toHaveAttribute(
      'dateTime',
      activities[0].createdAt,
    );
    expect(
      screen.queryByRole('button', { name: CAMPAIGN_DETAIL_TEXTS.loadMore }),
    ).not.toBeInTheDocument();
  });

  it('shows a hostile address as text, never as markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>"@example.com';
    await openActivity([[{}, { activities: [buildActivity(1, { email: hostile })], total: 1 }]]);
    const list = await screen.findByRole('list', { name: 'Activities' });
    expect(within(list).getByText(hostile)).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('loads 50 at a time and appends the next page with Load more', async () => {
    const { user, feeds } = await openActivity([
      [{}, { activities: page(1, 50), total: 75 }],
      [{ offset: 50 }, { activities: page(51, 25), total: 75 }],
    ]);
    await waitFor(() => expect(entries()).toHaveLength(50));

    await user.click(screen.getByRole('button', { name: CAMPAIGN_DETAIL_TEXTS.loadMore }));
    await waitFor(() => expect(entries()).toHaveLength(75));
    expect(entries()[0]).toBe('contact1@example.com opened Email');
    expect(entries()[74]).toBe('contact75@example.com opened Email');
    expect(feeds[1].result).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole('button', { name: CAMPAIGN_DETAIL_TEXTS.loadMore }),
    ).not.toBeInTheDocument();
  });

  it('asks without the sends when Ignore sends is chosen', async () => {
    const { user, feeds } = await openActivity([
      [{}, { activities: [buildActivity(1, { type: 'sent' }), buildActivity(2)], total: 2 }],
      [{ ignoreSends: true }, { activities: [buildActivity(2)], total: 1 }],
    ]);
    await waitFor(() => expect(entries()).toHaveLength(2));

    await user.selectOptions(screen.getByLabelText('Show'), 'Ignore sends');
    await waitFor(() => expect(entries()).toEqual(['contact2@example.com opened Email']));
    expect(feeds[1].result).toHaveBeenCalledTimes(1);
  });

  it('follows the list filter', async () => {
    const { user, feeds } = await openActivity([
      [{}, { activities: [buildActivity(1)], total: 1 }],
      [{ listId: 'list-a' }, { activities: [buildActivity(9)], total: 1 }],
    ]);
    await waitFor(() => expect(entries()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Recipient list'), 'Founders');
    await waitFor(() => expect(entries()).toEqual(['contact9@example.com opened Email']));
    expect(feeds[1].result).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing happened yet', async () => {
    await openActivity([[{}, { activities: [], total: 0 }]]);
    expect(await screen.findByText(CAMPAIGN_DETAIL_TEXTS.noActivity)).toBeInTheDocument();
  });

  it("reports a failure with the spec's text", async () => {
    await openActivity([[{}, { error: 'offset too big' }]]);
    expect(
      await screen.findByText('Error fetching campaign activities. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('offset too big')).not.toBeInTheDocument();
  });
});
