/**
 * The last menu a page received, as the service worker keeps it for a page that opens offline:
 * the reply's text in a cache of its own, never used to answer a request (the API always goes to
 * the network), at an address no request asks for, with when it arrived. The worker writes it
 * (sw.ts, from a page's KEEP_MENU message); the page reads it (api/lastMenu.ts).
 */
const CACHE = 'kept-menu';
const ADDRESS = '/kept/menu';
const RECEIVED_AT = 'x-received-at';

/** Keeps a menu's reply with when it arrived, in place of the last; no room keeps nothing. */
export async function writeKeptMenu(reply: string, at: number): Promise<void> {
  try {
    const headers = { 'content-type': 'application/json', [RECEIVED_AT]: String(at) };
    await (await caches.open(CACHE)).put(ADDRESS, new Response(reply, { headers }));
  } catch {
    // No room (quota), or no Cache Storage: offline later, as if none were kept.
  }
}

/** The kept reply and when it arrived; undefined when none is kept (or it cannot be read). */
export async function readKeptMenu(): Promise<{ reply: string; at: number } | undefined> {
  try {
    const kept = await caches.match(ADDRESS, { cacheName: CACHE });
    const at = Number(kept?.headers.get(RECEIVED_AT) ?? NaN);
    return kept && Number.isFinite(at) ? { reply: await kept.text(), at } : undefined;
  } catch {
    // No Cache Storage (a page not served securely, some private windows).
    return undefined;
  }
}
