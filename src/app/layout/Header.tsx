/**
 * The sticky header on every page: logo, page links, search, the bag (with the number of dishes
 * in the cart), Orders when signed in, and Sign In or the profile menu. Below 768px the
 * links and account controls live in the mobile menu instead.
 */
import { PAGE_PATHS } from '../../../contract/routes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageLink } from './PageLink';
import logoUrl from '../../../public/images/logo.webp';
import { selectCartItemCount } from '../../store/cart/selectors';
import { selectIsLoggedIn } from '../../store/session/sessionSlice';
import { dialogOpened, selectVisitorKnown } from '../../store/uiSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { BagIcon, SearchIcon } from './icons';
import { MobileMenu } from './MobileMenu';
import { NAV_LINKS } from './navLinks';
import './header.css';

/** Only signed-in visitors see it: its code is not part of every first visit. */
const ProfileMenu = lazy(() =>
  import(/* webpackChunkName: "profile-menu" */ './ProfileMenu').then((module) => ({
    default: module.ProfileMenu,
  })),
);

const accountPending = <span className="header__account-pending" aria-hidden="true" />;

/** What a screen reader says for the bag: 'Cart', or 'Cart, 3 items'. */
function bagLabel(count: number): string {
  if (count === 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function Header() {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cartCount = useAppSelector(selectCartItemCount);
  // Prerendered for everyone: no Sign In and no profile until the visitor is known, and no count
  // until the cart is (selectCartItemCount).
  const visitorKnown = useAppSelector(selectVisitorKnown);

  return (
    <header className="header">
      <div className="container header__inner">
        <Link to={PAGE_PATHS.home} className="header__logo">
          <img src={logoUrl} alt="Tomato home" width="129" height="36" />
        </Link>

        <nav aria-label="Main" className="header__nav">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to} end={link.end} className="header__link">
                  {link.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="header__actions">
          <PageLink to={PAGE_PATHS.search} className="icon-button" aria-label="Search">
            <SearchIcon />
          </PageLink>
          <PageLink
            to={PAGE_PATHS.cart}
            className="icon-button header__bag"
            aria-label={cartCount === undefined ? 'Cart' : bagLabel(cartCount)}
          >
            <BagIcon />
            {cartCount !== undefined && cartCount > 0 && (
              <span className="header__count" data-testid="cart-count" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </PageLink>
          {visitorKnown && isLoggedIn && (
            <PageLink to={PAGE_PATHS.myOrders} className="header__link header__orders">
              Orders
            </PageLink>
          )}
          <div className="header__account">
            {!visitorKnown ? (
              accountPending
            ) : isLoggedIn ? (
              <Suspense fallback={accountPending}>
                <ProfileMenu />
              </Suspense>
            ) : (
              <button
                type="button"
                className="button button--quiet header__sign-in"
                data-opens="auth-dialog"
                onClick={() => dispatch(dialogOpened('login'))}
              >
                Sign In
              </button>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
