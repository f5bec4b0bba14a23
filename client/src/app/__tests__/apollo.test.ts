import { ApolloLink, Observable, gql } from '@apollo/client';
import { createApolloClient } from '../apollo';
import { TOKEN_KEY } from '../session';

const PING = gql`
  query Ping {
    ping
  }
`;

function capturingClient() {
  const seen: Array<Record<string, string>> = [];
  const link = new ApolloLink((operation) => {
    seen.push(operation.getContext().headers ?? {});
    return Observable.of({ data: { ping: true } });
  });
  const client = createApolloClient({ navigate: () => {}, currentPathname: () => '/', link });
  return { client, seen };
}

describe('Apollo client', () => {
  it('sends the stored token as a bearer token', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc123');
    const { client, seen } = capturingClient();
    await client.query({ query: PING });
    expect(seen[0].Authorization).toBe('Bearer abc123');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, seen } = capturingClient();
    await client.query({ query: PING });
    expect(seen[0].Authorization).toBeUndefined();
  });
});
