/**
 * Below 768px the page links, Orders and the account controls move into a drawer opened by
 * 'Open menu'. The drawer's code loads on first use, fetched ahead as soon as a finger, a pointer
 * or the keyboard's focus reaches the button: a visit that never opens the menu never downloads it.
 */
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from './icons';

const loadDrawer = () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer');

const MobileMenuDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })),
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
        onPointerEnter={loadDrawer}
        onTouchStart={loadDrawer}
        onFocus={loadDrawer}
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
