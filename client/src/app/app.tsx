import { ApolloProvider, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { Toasts } from '../components/toast';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The providers around the router: Apollo and the toast outlet. */
export function App({
  client,
  router,
}: {
  client: ApolloClient<NormalizedCacheObject>;
  router: AppRouter;
}) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
      <Toasts />
    </ApolloProvider>
  );
}
