/**
 * Below 768px the page links, Orders and the account controls move into a drawer opened by
 * 'Open menu'. The drawer's code loads on first use (and ahead, in idle time).
 */
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from './icons';

const MobileMenuDrawer = lazy(() =>
  import(/* webpackChunkName: "mobile-menu", webpackPrefetch: true */ './MobileMenuDrawer').then(
    (module) => ({ default: module.MobileMenuDrawer }),
  ),
);

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button header__menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
