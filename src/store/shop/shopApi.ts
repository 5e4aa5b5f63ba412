/**
 * What shoppers ask of the shop (docs/api.md): its hours, minimum order and whether it takes
 * orders now, and what a promo code takes off. Injected into the api slice only by the pages that
 * ask (/Cart, /PlaceOrder, /Contact), so `/` does not carry them.
 */
import type { PromoCheckReply, PromoCheckRequest, ShopReply } from '../../../contract/api';
import { api } from '../../api/apiSlice';

/** A check is asked for one account (or none): a once-per-account code answers each differently. */
export interface PromoCheckArgs extends PromoCheckRequest {
  account: string | null;
}

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    shopInfo: build.query<ShopReply, void>({
      query: () => '/api/shop',
    }),
    promoCheck: build.query<PromoCheckReply, PromoCheckArgs>({
      query: ({ code, subtotal }) => ({
        url: '/api/promo/check',
        method: 'POST',
        body: { code, subtotal },
      }),
    }),
  }),
});

export const { useShopInfoQuery, usePromoCheckQuery } = shopApi;
