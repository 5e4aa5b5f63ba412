/**
 * A link of the shop's navigation that tells which page is open: `aria-current="page"` (which
 * the styles follow) while the address is its page or, without `end`, a page under it.
 *
 * React Router's NavLink does this and also follows a data router's pending navigations and view
 * transitions, which the shop's BrowserRouter never has. This is NavLink's matching alone, so the
 * rest stays out of every page's first load (docs/operations.md#benchmarks).
 */
import { Link, matchPath, useLocation, type LinkProps } from 'react-router';

interface PageLinkProps extends LinkProps {
  to: string;
  /** Current only on this very page, not on the pages under it (the home page's link). */
  end?: boolean;
}

export function PageLink({ to, end = false, ...props }: PageLinkProps) {
  const current = matchPath({ path: to, end }, useLocation().pathname) !== null;
  return <Link {...props} to={to} aria-current={current ? 'page' : undefined} />;
}
