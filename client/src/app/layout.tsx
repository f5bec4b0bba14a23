import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { Footer } from './footer';
import { Header } from './header';
import { useSessionUser, useSignedIn } from './session';
import { Sidebar } from './sidebar';

/** Shared frame of every screen: header and sidebar for signed-in users, footer for all. */
export function Layout() {
  const signedIn = useSignedIn();
  const user = useSessionUser();
  return (
    <div className={signedIn ? 'app app--signed-in' : 'app app--public'}>
      {signedIn && <Header user={user} />}
      <div className="app__body">
        {signedIn && <Sidebar />}
        <main className="app__main">
          {/* Each page loads its own code: the loader shows while it is on the way. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
    </div>
  );
}
