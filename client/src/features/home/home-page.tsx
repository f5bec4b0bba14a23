import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { useSessionUser } from '../../app/session';
import { Dashboard } from './components/dashboard';

/** The home page: the welcome banner and New Campaign (spec 01 §2), then the dashboard. */
export function HomePage() {
  const user = useSessionUser();
  return (
    <div className="page">
      <section className="banner" aria-labelledby="home-welcome">
        <div>
          <h1 id="home-welcome" className="banner__title">
            Welcome to Outbound
          </h1>
          <p className="banner__text">
            {user?.name ? `Hi ${user.name}, ` : ''}build a multi-step campaign, pick your recipients
            and let the follow-ups run until they reply.
          </p>
        </div>
        <Link to={PATHS.campaignStart} className="button button--primary">
          New Campaign
        </Link>
      </section>
      <Dashboard />
    </div>
  );
}
