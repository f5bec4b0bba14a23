import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../app/apollo';
import { App } from '../app/app';
import { routes } from '../app/router';
import {
  DeliverabilityWarningsDocument,
  GuardrailSettingsDocument,
  InboxUnreadCountDocument,
  MailAccountDeliverabilityDocument,
  MyRoleDocument,
  OverviewVariantsDocument,
} from '../generated/graphql';
import { type SessionUser, TOKEN_KEY, USER_KEY } from '../app/session';
import { preloadAll } from '../components/lazy-with-preload';

// Pages, editors and charts load their code lazily: a test that renders the whole app has it all
// loaded first, so that a screen shows at once (app/__tests__/lazy-pages.test.tsx covers loading).
beforeAll(preloadAll);

const SIGNED_IN_USER: SessionUser = {
  id: 'u-1',
  name: 'Ada Owner',
  email: 'ada@example.com',
  status: 'active',
  createdAt: '2025-01-02T03:04:05.000Z',
};

/**
 * The sidebar's unread count, asked by every signed-in screen: none, whenever asked, unless a
 * test's own mocks answer it first.
 */
const NO_UNREAD: MockedResponse = {
  request: { query: InboxUnreadCountDocument },
  result: { data: { inboxUnreadCount: 0 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The dashboard's deliverability warnings: none, unless a test's own mocks answer first. */
const NO_DELIVERABILITY_WARNINGS: MockedResponse = {
  request: { query: DeliverabilityWarningsDocument },
  result: { data: { deliverabilityWarnings: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A mailbox page's Deliverability panel: no checks, for any mailbox, unless a test answers. */
const NO_DELIVERABILITY: MockedResponse = {
  request: { query: MailAccountDeliverabilityDocument },
  variableMatcher: () => true,
  result: {
    data: {
      mailAccountDeliverability: {
        __typename: 'Deliverability',
        mailAccountId: 'acc-1',
        domain: 'example.com',
        checkedAt: '2026-01-01T00:00:00.000Z',
        regressed: [],
        trackingDomain: null,
        checks: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const RULE = { __typename: 'GuardrailRule' } as const;
/** A mailbox page's Guardrails: nothing stored, the defaults in force, unless a test answers. */
const DEFAULT_GUARDRAILS: MockedResponse = {
  request: { query: GuardrailSettingsDocument },
  variableMatcher: () => true,
  result: {
    data: {
      guardrailSettings: {
        __typename: 'GuardrailSettings',
        stored: {
          ...RULE,
          enabled: null,
          bouncePercent: null,
          minSends: null,
          windowDays: null,
          complaintPercent: null,
        },
        effective: {
          ...RULE,
          enabled: true,
          bouncePercent: 5,
          minSends: 20,
          windowDays: 7,
          complaintPercent: 0.3,
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A campaign Overview's variants: no message has any, unless a test answers. */
const NO_VARIANTS: MockedResponse = {
  request: { query: OverviewVariantsDocument },
  variableMatcher: () => true,
  result: {
    data: {
      campaignVariants: {
        __typename: 'CampaignVariants',
        campaignId: 'campaign-1',
        autoPick: false,
        pick: null,
        minSample: 100,
        steps: [],
        sequence: {
          __typename: 'SequenceVariantFigures',
          variants: [],
          test: {
            __typename: 'VariantTest',
            winner: null,
            pValue: null,
            verdict: 'Only one variant.',
          },
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The signed-in user's role (what controls a screen offers): `role` of the options, owner unless given. */
const myRole = (role: string): MockedResponse => ({
  request: { query: MyRoleDocument },
  result: { data: { me: { __typename: 'User', id: SIGNED_IN_USER.id, role } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

type RenderOptions = {
  /** The signed-in user's role (owner unless given), unless a test's own mocks answer first. */
  role?: string;
  /** Mocked GraphQL answers, in the order the screen asks for them. */
  mocks?: ReadonlyArray<MockedResponse>;
  /** Store a session (token and user) before rendering. */
  signedIn?: boolean;
};

/**
 * Renders the whole app (layout, route table, toasts) at `path`, with the real Apollo link chain
 * (auth header, global error handling) in front of mocked GraphQL answers.
 */
export function renderApp(
  path: string,
  { mocks = [], signedIn = false, role = 'owner' }: RenderOptions = {},
) {
  if (signedIn) {
    localStorage.setItem(TOKEN_KEY, 'session-token');
    localStorage.setItem(USER_KEY, JSON.stringify(SIGNED_IN_USER));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApolloClient({
    navigate: (to) => void router.navigate(to),
    currentPathname: () => router.state.location.pathname,
    link: new MockLink([
      ...mocks,
      NO_UNREAD,
      NO_DELIVERABILITY_WARNINGS,
      NO_DELIVERABILITY,
      DEFAULT_GUARDRAILS,
      NO_VARIANTS,
      myRole(role),
    ]),
  });
  const user = userEvent.setup();
  const view = render(<App client={client} router={router} />);
  return { ...view, user, router, client };
}

/** The current location of a rendered app, as `pathname + search`. */
export function currentPath(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}
