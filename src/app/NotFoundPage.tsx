/** Any address that is not one of the shop's pages. */
import { PAGE_PATHS } from '../../contract/routes';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page-title">
        This page is not on the menu
      </h1>
      <p className="lead">The address may be mistyped, or the page has moved.</p>
      <div className="not-found__actions">
        <Link className="button" to={PAGE_PATHS.home}>
          Go to the home page
        </Link>
        <Link className="button button--quiet" to={PAGE_PATHS.menu}>
          Browse the menu
        </Link>
      </div>
    </section>
  );
}
