/**
 * What shoppers ask of the shop (docs/api.md): its hours, minimum order and whether it takes
 * orders now (every page's layout asks, for the closed shop's notice), and what a promo code
 * takes off.
 */
import type { PromoCheckRequest } from '../../../contract/api';
import * as cartEndpoints from '../../../contract/endpoints/cart';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

/** A check is asked for one account (or none): a once-per-account code answers each differently. */
export interface PromoCheckArgs extends PromoCheckRequest {
  account: string | null;
}

export const shopApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      shopInfo: contract.query({
        query: () => request(storeEndpoints.shopInfo),
      }),
      promoCheck: contract.query({
        query: ({ code, subtotal }: PromoCheckArgs) =>
          request(cartEndpoints.promoCheck, { code, subtotal }),
      }),
    };
  },
});

export const { useShopInfoQuery, usePromoCheckQuery } = shopApi;
