/**
 * The closed shop's slim notice under the header, on every shop page
 * (docs/product.md#ordering-ahead): 'Closed now · opens 9 AM · order ahead'. The layout asks the
 * shop, and loads this only once the answer says it is closed (ClosedShopNotice in
 * src/app/Layout.tsx): the prerendered page knows nothing of the hour, so nothing flashes for an
 * open shop, and an open shop's first load carries none of it. The sentence is
 * contract/fulfilment.ts's closedNotice, built here from the shop's closed sentence ('We are
 * closed now. We open at 9 AM.'); ShopClosedBar.test.tsx holds the two together.
 */
import './ShopClosedBar.css';

/** 'Closed now · opens 9 AM · order ahead' from the closed sentence; it as is when it names no time. */
export function closedBarText(closedMessage: string, orderAhead: boolean): string {
  const opensAt = /We open (?:at )?(.+)\.$/.exec(closedMessage)?.[1];
  if (!opensAt) return closedMessage;
  return `Closed now · opens ${opensAt}${orderAhead ? ' · order ahead' : ''}`;
}

export function ShopClosedBar({
  closedMessage,
  orderAhead,
}: {
  closedMessage: string;
  orderAhead: boolean;
}) {
  return (
    <p className="shop-closed-bar">
      <span className="container">{closedBarText(closedMessage, orderAhead)}</span>
    </p>
  );
}
