/**
 * The first-paint script (contract/firstPaint.ts) against what redux-persist really keeps: it
 * marks the page 'cart pending' for a browser holding a session or a logged-out cart, and only then.
 */
import { CART_PENDING_ATTRIBUTE, CART_PENDING_SCRIPT } from '../../contract/firstPaint';
import { itemAdded } from '../store/cart/cartSlice';
import { PERSIST_CONFIG } from '../store/persistStorage';
import { loggedIn } from '../store/session/sessionSlice';
import { makePersistor, makeStore, type AppStore } from '../store/store';

/** What the page's head does before its first paint. */
function runFirstPaintScript(): boolean {
  document.documentElement.removeAttribute(CART_PENDING_ATTRIBUTE);
  // The page's inline script, run as the page runs it: global code on this document.
  new Function(CART_PENDING_SCRIPT)();
  return document.documentElement.hasAttribute(CART_PENDING_ATTRIBUTE);
}

/** A store whose state redux-persist has written to localStorage after `change`. */
async function kept(change: (store: AppStore) => void): Promise<void> {
  const store = makeStore();
  const persistor = makePersistor(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  change(store);
  await persistor.flush();
  persistor.pause();
}

beforeEach(() => localStorage.clear());

test('the script reads the entry redux-persist writes', () => {
  expect(CART_PENDING_SCRIPT).toContain(`"persist:${PERSIST_CONFIG.key}"`);
});

test('a first visit, and a browser that keeps neither a session nor a cart: nothing waits', async () => {
  expect(runFirstPaintScript()).toBe(false);
  await kept(() => {});
  expect(localStorage.getItem(`persist:${PERSIST_CONFIG.key}`)).not.toBeNull();
  expect(runFirstPaintScript()).toBe(false);
});

test('a signed-in shopper: the cart controls wait for the account cart', async () => {
  await kept((store) =>
    store.dispatch(loggedIn({ token: 'token-1', userId: 'u1', username: 'Asha' })),
  );
  expect(runFirstPaintScript()).toBe(true);
});

test('a logged-out cart holding a dish: the cart controls wait for it', async () => {
  await kept((store) => store.dispatch(itemAdded('dish-1')));
  expect(runFirstPaintScript()).toBe(true);
});

test('a stored value that is not JSON: the page paints as for a first visit', () => {
  localStorage.setItem(`persist:${PERSIST_CONFIG.key}`, '{not json');
  expect(runFirstPaintScript()).toBe(false);
});
