import { MESSAGES } from '@outbound/common';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <p className="not-found__code">{MESSAGES.notFoundPage.code}</p>
      <h1 className="not-found__title">{MESSAGES.notFoundPage.title}</h1>
      <p>{MESSAGES.notFoundPage.body}</p>
      <Link to={PATHS.home} className="button button--primary">
        Go to Home Page
      </Link>
    </div>
  );
}
