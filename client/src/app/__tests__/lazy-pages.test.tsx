import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { lazyWithPreload } from '../../components/lazy-with-preload';
import { buildDashboard, dashboardMock } from '../../features/home/__tests__/factories';
import { DeliverabilityWarningsDocument, InboxUnreadCountDocument } from '../../generated/graphql';
import { createApolloClient } from '../apollo';
import { App } from '../app';
import { routes } from '../router';
import { TOKEN_KEY, USER_KEY } from '../session';

// This file renders the app without the test helper's preloading: each page's code loads when the
// page is first shown, with the app's loader meanwhile.

const ANSWERS: MockedResponse[] = [
  {
    request: { query: InboxUnreadCountDocument },
    result: { data: { inboxUnreadCount: 0 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: DeliverabilityWarningsDocument },
    result: { data: { deliverabilityWarnings: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderAt(path: string, mocks: MockedResponse[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApolloClient({
    navigate: (to) => void router.navigate(to),
    currentPathname: () => router.state.location.pathname,
    link: new MockLink([...mocks, ...ANSWERS]),
  });
  return render(<App client={client} router={router} />);
}

describe('Lazy pages', () => {
  it('shows the loader while a page loads its code, then the page', async () => {
    renderAt('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the home page in the signed-in frame, and its chart once the chart code is in', async () => {
    localStorage.setItem(TOKEN_KEY, 'session-token');
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ id: 'u-1', name: 'Ada', email: 'ada@example.com', status: 'active' }),
    );
    renderAt('/', [dashboardMock(buildDashboard())]);
    // The frame is in the first chunk: it shows at once.
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Outbound')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Per day: sent, opens/ })).toBeInTheDocument();
  });
});

describe('lazyWithPreload', () => {
  it('renders a preloaded component without suspending', async () => {
    const Shown = lazyWithPreload(() => Promise.resolve(() => <p>Ready</p>));
    await Shown.preload();
    render(<Shown />);
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it('tries a failed load again', async () => {
    const load = jest
      .fn<Promise<() => React.JSX.Element>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => <p>Back</p>);
    const Shown = lazyWithPreload(load);
    await expect(Shown.preload()).rejects.toThrow('offline');
    await Shown.preload();
    render(<Shown />);
    expect(screen.getByText('Back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
