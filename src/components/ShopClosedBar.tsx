/**
 * The closed shop's slim notice under the header, on every shop page
 * (docs/product.md#ordering-ahead): 'Closed now · opens 9 AM · order ahead'. Drawn only once the
 * shop's answer says it is closed (the prerendered page knows nothing of the hour): nothing
 * flashes for an open shop. Part of every page's first load, so it stays a few bytes: the
 * sentence is contract/fulfilment.ts's closedNotice, built here from the shop's closed sentence
 * ('We are closed now. We open at 9 AM.'); ShopClosedBar.test.tsx holds the two together.
 */
import { useShopInfoQuery } from '../store/shop/shopApi';
import './ShopClosedBar.css';

/** The shop is asked again this often while a page stays open: it opens and closes. */
const RECHECK_MS = 5 * 60_000;

/** 'Closed now · opens 9 AM · order ahead' from the closed sentence; it as is when it names no time. */
export function closedBarText(closedMessage: string, orderAhead: boolean): string {
  const opensAt = /We open (?:at )?(.+)\.$/.exec(closedMessage)?.[1];
  if (!opensAt) return closedMessage;
  return `Closed now · opens ${opensAt}${orderAhead ? ' · order ahead' : ''}`;
}

export function ShopClosedBar() {
  const { data } = useShopInfoQuery(undefined, {
    pollingInterval: RECHECK_MS,
    skipPollingIfUnfocused: true,
  });
  if (!data || data.open || !data.closedMessage) return null;
  return (
    <p className="shop-closed-bar">
      <span className="container">
        {closedBarText(data.closedMessage, data.orderAhead === true)}
      </span>
    </p>
  );
}
