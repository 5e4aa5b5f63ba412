/**
 * An accessible modal: role dialog named by its title, focus moved in and kept in, Escape, the
 * close button and a backdrop click close it, the page behind neither scrolls nor takes focus,
 * and focus goes back to whatever opened it (or, when that has gone, to the page's heading). `variant="drawer"` slides in from the side (the
 * mobile menu uses it).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { returnFocus } from './focus';
import { focusableIn, lockScroll, makeAppInert, trapTab } from './overlay';
import './Dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'center' | 'drawer';
  closeLabel?: string;
  /** Off when a parent restores focus itself (e.g. when one dialog is swapped for another). */
  restoreFocus?: boolean;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Room for a longer form (the kitchen's dish and promo-code forms). */
  wide?: boolean;
}

export function Dialog({
  title,
  onClose,
  children,
  variant = 'center',
  closeLabel = 'Close',
  restoreFocus = true,
  hideTitle = false,
  wide = false,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Captured while rendering, before this dialog takes the focus.
  const [opener] = useState(() => document.activeElement);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: its clean-up frees the page in the commit that removes the dialog, before
  // any (passive) effect gives the focus back to a control on it. Focus into an inert page is
  // refused: the login dialog's opener, restored by its parent, would leave it on the body.
  useLayoutEffect(() => {
    const unlock = lockScroll();
    const restoreApp = makeAppInert();
    return () => {
      restoreApp();
      unlock();
    };
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const fields = focusableIn(panel);
    const first =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      fields.find((element) => element.matches('input, textarea, select')) ??
      fields.find((element) => !element.matches('.dialog__close')) ??
      panel;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else {
        trapTab(event, panel);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // After the commit's DOM changes: a control removed with the dialog counts as gone.
      if (restoreFocus) returnFocus(opener);
    };
  }, [opener, restoreFocus]);

  return createPortal(
    <div
      className={`dialog-backdrop dialog-backdrop--${variant}`}
      // mousedown, not click: a text selection dragged out of the panel must not close it.
      // Its default would then move the focus given back to the opener to the body.
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`dialog dialog--${variant}${wide ? ' dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
