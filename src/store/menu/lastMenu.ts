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

const KEY = 'last-menu';
let store: ReturnType<typeof createStore> | undefined;
const kept = () => (store ??= createStore('storefront', 'kept'));

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
