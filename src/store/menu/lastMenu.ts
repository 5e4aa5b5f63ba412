/**
 * The last menu this browser received, kept in localStorage with when it arrived, so the menu
 * still shows when the shop cannot be reached because the browser is offline (apiSlice's
 * foodList; docs/product.md#offline). It is never shown as the current menu: the list it gives
 * carries `receivedAt`, and the pages that show it say it is an old one (OfflineMenuNotice).
 * Small on purpose: it is part of every page's first load.
 */
import type { FoodItem, FoodListReply } from '../../../contract/api';

/** The menu as the pages get it: `receivedAt` (ms since the epoch) only on a kept, older one. */
export type Menu = FoodItem[] & { receivedAt?: number };

const KEY = 'storefront:last-menu';

interface Kept {
  at: number;
  reply: FoodListReply;
}

/**
 * Keeps the menu just received, as the text of the server's reply: a large menu is megabytes of
 * JSON, and writing the text as it came spares the phone turning the parsed menu back into it.
 * A full or missing storage keeps nothing.
 */
export function keepMenu(reply: string, at = Date.now()): void {
  try {
    localStorage.setItem(KEY, `{"at":${at},"reply":${reply}}`);
  } catch {
    // No storage, or no room (a very large menu): offline, the menu just cannot be shown.
  }
}

/** The kept menu, marked with when it arrived; undefined when none (or not readable) is kept. */
export function keptMenu(): Menu | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
    if (kept) return Object.assign(kept.reply.data, { receivedAt: kept.at });
  } catch {
    // Not JSON, or not a kept menu: as if nothing were kept.
  }
  return undefined;
}
