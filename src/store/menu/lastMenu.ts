/**
 * The last menu this browser received, kept in IndexedDB with when it arrived, so the menu still
 * shows when the shop cannot be reached because the browser is offline (apiSlice's foodList;
 * docs/product.md#offline). It is never shown as the current menu: the list it gives carries
 * `receivedAt`, and the pages that show it say it is an old one (OfflineMenuNotice).
 *
 * Kept as the text of the server's reply, in IndexedDB (idb-keyval): a large menu is megabytes,
 * and writing it is then a copy handed to the browser's storage thread, where localStorage took
 * a phone's main thread for a long task (and `JSON.stringify` another). Loaded on its own
 * (`import()`), only when a menu is to be kept or read.
 *
 * Written once the shopper pauses (`keepMenuWhenQuiet`): IndexedDB copies the value on the main
 * thread, tens of milliseconds for a large menu on a phone (30-50 ms at 4x CPU for 10,000
 * dishes), and a keystroke or tap that came then waited behind it. The menu arrives just as a
 * shopper starts to type or tap, so the write waits until the page has had no input for a while,
 * or is put away.
 */
import { createStore, get, set } from 'idb-keyval';
import type { FoodItem, FoodListReply } from '../../../contract/api';

/** The menu as the pages get it: `receivedAt` (ms since the epoch) only on a kept, older one. */
export type Menu = FoodItem[] & { receivedAt?: number };

interface Kept {
  at: number;
  /** The reply's text, as received. */
  reply: string;
}

/** Where the menu is kept: IndexedDB's database and object store, and the key in it. */
export const KEPT_DATABASE = 'storefront';
export const KEPT_STORE = 'kept';
const KEY = 'last-menu';
let store: ReturnType<typeof createStore> | undefined;
const kept = () => (store ??= createStore(KEPT_DATABASE, KEPT_STORE));

/** Input that says the shopper is busy; the write waits until none has come for `QUIET_MS`. */
const INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'];
export const QUIET_MS = 2000;

/** The menu waiting to be written; a later one replaces it. */
let waiting: { reply: string; at: number } | undefined;

/**
 * Keeps the menu just received once the page has had no input for `QUIET_MS`, or at once when the
 * page is put away (another tab, the home screen); a menu received meanwhile replaces it.
 */
export function keepMenuWhenQuiet(reply: string, at = Date.now()): void {
  // Nowhere to keep it (no IndexedDB: some private windows; no page at all: the store in Node).
  if (typeof indexedDB === 'undefined' || typeof document === 'undefined') return;
  const first = !waiting;
  waiting = { reply, at };
  if (!first) return;
  let timer: ReturnType<typeof setTimeout>;
  const hidden = () => document.visibilityState === 'hidden' && write();
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(write, QUIET_MS);
  };
  function write() {
    clearTimeout(timer);
    INPUT.forEach((type) => removeEventListener(type, wait, true));
    document.removeEventListener('visibilitychange', hidden);
    const menu = waiting;
    waiting = undefined;
    if (menu) void keepMenu(menu.reply, menu.at);
  }
  INPUT.forEach((type) => addEventListener(type, wait, { capture: true, passive: true }));
  document.addEventListener('visibilitychange', hidden);
  wait();
}

/** Keeps the menu just received (the reply's text); no storage, or a full one, keeps nothing. */
export async function keepMenu(reply: string, at = Date.now()): Promise<void> {
  try {
    await set(KEY, { at, reply } satisfies Kept, kept());
    // Where builds before this one kept it: megabytes a large menu no longer needs twice.
    localStorage.removeItem('storefront:last-menu');
  } catch {
    // No IndexedDB (a private window of some browsers), or no room: offline, no menu to show.
  }
}

/** The kept menu, marked with when it arrived; undefined when none (or not readable) is kept. */
export async function keptMenu(): Promise<Menu | undefined> {
  try {
    const { at, reply } = (await get<Kept>(KEY, kept())) ?? {};
    if (at === undefined || reply === undefined) return undefined;
    return Object.assign((JSON.parse(reply) as FoodListReply).data, { receivedAt: at });
  } catch {
    // No storage, or not a kept menu: as if nothing were kept.
  }
  return undefined;
}
