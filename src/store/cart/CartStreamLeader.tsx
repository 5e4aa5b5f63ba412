/**
 * Every open tab of a signed-in shopper shows the server's cart within moments of a change made
 * elsewhere: after a payment, a merge, or a change from another device (docs/architecture.md,
 * "State"). One tab per browser, the leader, holds the account's order stream (the Web Locks API
 * elects it: the lock is the account's, per browser); each `cart` event the stream brings becomes
 * the leader's cart and is told to the browser's other tabs over the BroadcastChannel (tabs.ts),
 * which fetch the cart again. When the leader tab closes, its lock goes to a waiting tab, which
 * opens the stream. One stream per browser keeps within the account's stream limit
 * (docs/operations.md#live-stream-limits). A browser without Web Locks follows the cart as
 * before: when a tab gets the focus back (src/app/App.tsx).
 *
 * Loaded only once a signed-in shopper's page has started (src/app/Layout.tsx), so it stays out of
 * the first load.
 */
import { useEffect, useState } from 'react';
import { useOrderStream } from '../orders/useOrderStream';
import { announceCartChange } from '../tabs';

/** The lock a browser's tabs wait for: the tab that holds it follows the account's stream. */
const lockName = (userId: string) => `storefront:cart-stream:${userId}`;

/** The stream's orders are for /MyOrders, which follows its own. */
const ignoreOrders = () => {};

/** Whether this tab leads for the account: it waits for the lock, and holds it while mounted. */
function useLeader(userId: string): boolean {
  const [leading, setLeading] = useState(false);
  useEffect(() => {
    if (!('locks' in navigator)) return;
    const stop = new AbortController();
    let release = () => {};
    navigator.locks
      .request(lockName(userId), { signal: stop.signal }, () => {
        setLeading(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      // Aborted while waiting: this tab closed or signed out first.
      .catch(() => {});
    return () => {
      stop.abort();
      release();
      setLeading(false);
    };
  }, [userId]);
  return leading;
}

export default function CartStreamLeader({ userId }: { userId: string }) {
  const leading = useLeader(userId);
  useOrderStream('orders', ignoreOrders, {
    enabled: leading,
    onCart: () => announceCartChange(userId),
  });
  return null;
}
