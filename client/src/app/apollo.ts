import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
  from,
} from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import { showError, showInfo } from '../components/toast';
import { errorOutcome } from './error-policy';
import { loginPathFor } from './paths';
import { clearSession, clearToken, getToken } from './session';

/**
 * Pass as `context` to an operation whose errors the screen reports itself: the global error
 * toasts and the session-expiry redirect are then skipped for it.
 */
export const HANDLE_ERRORS_LOCALLY = { handleErrorsLocally: true } as const;

/**
 * Pass as `context` to an operation whose 400 answer the screen reports with its own text (the
 * spec's per-screen message) rather than the server's; other failures are handled as usual.
 */
export function badRequestMessage(message: string) {
  return { badRequestMessage: message } as const;
}

/**
 * Pass as `context` to an operation whose 400 answer shows the server's reason when it gives one
 * (a validation message, an inactive mailbox…) and the screen's text when it gives only the
 * generic 'Bad Request.' (or no text at all).
 */
export function badRequestFallback(message: string) {
  return { badRequestFallback: message } as const;
}

/**
 * Pass as `context` to an operation whose 409 answer is news rather than a failure (for example a
 * campaign already in the asked status): the server's text shows as an info toast.
 */
export const CONFLICT_AS_INFO = { conflictAsInfo: true } as const;

type OffsetPage<T> = { total: number; users: T[] };

/** The normalized cache; `searchUsers` pages (offset/limit) are merged into one growing list. */
function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A campaign's labels and messages are always answered whole: the new list replaces the old.
      Campaign: { fields: { labels: { merge: false }, steps: { merge: false } } },
      // A list's recipient count belongs to one campaign: not a shared, normalized object.
      CampaignList: { keyFields: false },
      // A campaign's options, read in parts by the Settings tab's boxes: the parts are merged.
      CampaignSetting: { merge: true },
      Query: {
        fields: {
          searchUsers: {
            keyArgs: false,
            merge(
              existing: OffsetPage<unknown> | undefined,
              incoming: OffsetPage<unknown>,
              { args },
            ) {
              const offset = typeof args?.offset === 'number' ? args.offset : 0;
              const users = offset === 0 ? [] : [...(existing?.users ?? [])];
              incoming.users.forEach((user, index) => {
                users[offset + index] = user;
              });
              return { ...incoming, users };
            },
          },
        },
      },
    },
  });
}

type ApolloSetup = {
  /** Moves the app to another route (the router's `navigate`). */
  navigate: (to: string) => void;
  /** The route the user is on. */
  currentPathname: () => string;
  /** The terminating link; defaults to HTTP on /graphql. */
  link?: ApolloLink;
  cache?: InMemoryCache;
};

export function createApolloClient({
  navigate,
  currentPathname,
  link,
  cache,
}: ApolloSetup): ApolloClient<NormalizedCacheObject> {
  let expiring = false;

  const authLink = setContext((_, { headers }) => {
    const token = getToken();
    return token ? { headers: { ...headers, Authorization: `Bearer ${token}` } } : { headers };
  });

  const errorLink = onError(({ graphQLErrors, networkError, operation }) => {
    if (operation.getContext().handleErrorsLocally) return;
    const [first] = graphQLErrors ?? [];
    if (operation.getContext().conflictAsInfo && first?.extensions?.code === 'CONFLICT') {
      showInfo(first.message);
      return;
    }
    const pathname = currentPathname();
    const context = operation.getContext() as {
      badRequestMessage?: string;
      badRequestFallback?: string;
    };
    const serverReason = first?.message && first.message !== MESSAGES.global.badRequest;
    const screenMessage =
      context.badRequestMessage ?? (serverReason ? undefined : context.badRequestFallback);
    const outcome = errorOutcome({ graphQLErrors, networkError }, pathname, screenMessage);
    if (!outcome) return;
    showError(outcome.message, 'requestId' in outcome ? outcome.requestId : undefined);
    if (outcome.kind === 'session-expired' && !expiring) {
      // The token is dropped at once so no further call uses it; the stored user (which decides
      // the signed-in layout) is dropped when the user is sent to the login page, 2 s later.
      expiring = true;
      clearToken();
      setTimeout(() => {
        expiring = false;
        clearSession();
        void client.clearStore();
        navigate(loginPathFor(pathname));
      }, REDIRECT_DELAY_MS.sessionExpired);
    }
  });

  const client = new ApolloClient({
    link: from([errorLink, authLink, link ?? new HttpLink({ uri: '/graphql' })]),
    cache: cache ?? createCache(),
  });
  return client;
}
