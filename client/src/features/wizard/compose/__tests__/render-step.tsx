import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../../../../app/apollo';
import { App } from '../../../../app/app';
import { TOKEN_KEY } from '../../../../app/session';

export const CAMPAIGN_ID = 'camp-1';

/**
 * Renders one wizard step at `/campaign/camp-1/<tab>` with the real Apollo link chain (auth header,
 * global error toasts) over mocked answers; the other wizard tabs are placeholders showing their
 * name, so a test can tell where the step went.
 */
export function renderStep(tab: string, step: ReactNode, mocks: ReadonlyArray<MockedResponse>) {
  localStorage.setItem(TOKEN_KEY, 'session-token');
  const tabs = ['compose', 'preview', 'options'];
  const router = createMemoryRouter(
    tabs.map((name) => ({
      path: `/campaign/:campaignId/${name}`,
      element: name === tab ? step : <p>{`${name} page`}</p>,
    })),
    { initialEntries: [`/campaign/${CAMPAIGN_ID}/${tab}`] },
  );
  const client = createApolloClient({
    navigate: (to) => void router.navigate(to),
    currentPathname: () => router.state.location.pathname,
    link: new MockLink(mocks),
  });
  const user = userEvent.setup();
  const view = render(<App client={client} router={router} />);
  return { ...view, user, router, client };
}

/** The kind (success, error, info) of the toast that shows `text`, once it shows. */
export async function toastKind(text: string): Promise<string | undefined> {
  const toast = await waitFor(() => {
    const found = screen
      .getAllByText(text)
      .map((element) => element.closest('.Toastify__toast'))
      .find(Boolean);
    if (!found) throw new Error(`No toast says "${text}"`);
    return found;
  });
  return ['success', 'error', 'info'].find((kind) =>
    toast.classList.contains(`Toastify__toast--${kind}`),
  );
}
