/**
 * Whether the shop takes this order now (docs/product.md#cart): closed
 * outside its opening hours, and a subtotal below its minimum order. Asked afresh whenever a page
 * that checks out opens; until the answer comes nothing is claimed either way (the server refuses
 * an order it would not take anyway).
 */
import { minimumOrderMessage } from '../../../contract/shop-messages';
import { useShopInfoQuery } from './shopApi';

export interface ShopStatus {
  /** 'We are closed now. We open at 9 AM.' while the shop is closed. */
  closed?: string;
  /** 'The minimum order is ₹N.' while the subtotal is below it. */
  belowMinimum?: string;
  /** Asks again (after the server refused an order for either reason). */
  refetch: () => void;
}

export function useShopStatus(subtotal: number): ShopStatus {
  const shop = useShopInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const info = shop.currentData;
  const refetch = () => void shop.refetch();
  if (!info) return { refetch };
  const minimum = info.settings.minimumOrder;
  return {
    closed: info.open ? undefined : (info.closedMessage ?? ''),
    belowMinimum: minimum > 0 && subtotal < minimum ? minimumOrderMessage(minimum) : undefined,
    refetch,
  };
}
