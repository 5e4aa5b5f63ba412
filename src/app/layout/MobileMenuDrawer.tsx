/** The mobile menu: a modal drawer with the page links, Orders, Account and Sign In or Logout. */
import { flushSync } from 'react-dom';
import { PAGE_PATHS } from '../../../contract/routes';
import { Dialog } from '../../components/Dialog';
import { selectIsLoggedIn, selectUsername } from '../../store/session/sessionSlice';
import { useLogOut } from '../../components/useLogOut';
import { dialogOpened } from '../../store/uiSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { NAV_LINKS } from './navLinks';
import { PageLink } from './PageLink';
import './drawer.css';

export function MobileMenuDrawer({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector(selectUsername);
  const logout = useLogOut();

  function signIn() {
    // Close the drawer first, so focus is back on 'Open menu' when the login dialog notes
    // who opened it, and returns there when it closes.
    flushSync(onClose);
    dispatch(dialogOpened('login'));
  }

  return (
    <Dialog title="Menu" variant="drawer" closeLabel="Close menu" onClose={onClose}>
      <nav aria-label="Main" className="drawer__nav">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <PageLink to={link.to} end={link.end} className="drawer__link" onClick={onClose}>
                {link.label}
              </PageLink>
            </li>
          ))}
          {isLoggedIn && (
            <>
              <li>
                <PageLink to={PAGE_PATHS.myOrders} className="drawer__link" onClick={onClose}>
                  Orders
                </PageLink>
              </li>
              <li>
                <PageLink to={PAGE_PATHS.account} className="drawer__link" onClick={onClose}>
                  Account
                </PageLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <div className="drawer__account">
        {isLoggedIn ? (
          <>
            {username && (
              <p className="drawer__user">
                Signed in as <strong>{username}</strong>
              </p>
            )}
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                onClose();
                logout();
              }}
            >
              Logout
            </button>
          </>
        ) : (
          <button type="button" className="button" data-opens="auth-dialog" onClick={signIn}>
            Sign In
          </button>
        )}
      </div>
    </Dialog>
  );
}
