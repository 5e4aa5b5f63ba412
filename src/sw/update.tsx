/**
 * 'New version available', with 'Reload': loaded only when a new build's worker is on its way
 * to a page a worker already controls (register.ts). Nothing reloads by itself, ever: the shopper chooses when. The toast never
 * appears on the pages that take a payment or confirm one (/PlaceOrder, /verify); it waits for
 * the next other page.
 */
import { notify } from '../lib/notify';
import { PAGE_PATHS } from '../../contract/routes';
import { SKIP_WAITING } from './rules';

/** The pages the toast waits to leave: checking out, and the payment's confirmation. */
const NOT_HERE: string[] = [PAGE_PATHS.placeOrder, PAGE_PATHS.verify].map((page) =>
  page.toLowerCase(),
);
const LOOK_AGAIN_MS = 1000;

let offered = false;

/** Asks the waiting worker to take over, and reloads once it has (or at once if none waits). */
function reloadInto(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: SKIP_WAITING });
}

/** True on a page where the toast waits (any case, with or without a trailing slash). */
function holdsUpdates(pathname: string): boolean {
  return NOT_HERE.includes(pathname.replace(/\/+$/, '').toLowerCase());
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  if (offered) return;
  offered = true;
  const show = () => {
    // The app moves between pages without telling anyone: look again in a moment.
    if (holdsUpdates(window.location.pathname)) return void setTimeout(show, LOOK_AGAIN_MS);
    notify.info('New version available', (key) => (
      <>
        <button type="button" className="toast-action" onClick={() => reloadInto(registration)}>
          Reload
        </button>
        <button
          type="button"
          className="toast-action toast-action--quiet"
          onClick={() => void import('notistack').then((toasts) => toasts.closeSnackbar(key))}
        >
          Later
        </button>
      </>
    ));
  };
  show();
}

/**
 * Offers the new version once a new build's worker waits (it may still be installing: it waits
 * once installed, unless it fails).
 */
export function offerWhenWaiting(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (registration.waiting) offerUpdate(registration);
  };
  check();
  registration.installing?.addEventListener('statechange', check);
}
