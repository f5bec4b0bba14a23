import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createApolloClient } from './app/apollo';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { routes } from './app/router';
import { startErrorReporting } from './app/error-reporting';
import './styles.css';

startErrorReporting();
reloadOnStaleChunk();

const router = createBrowserRouter(routes);
const client = createApolloClient({
  navigate: (to) => void router.navigate(to),
  currentPathname: () => router.state.location.pathname,
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
