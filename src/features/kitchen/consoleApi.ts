/**
 * The staff console's calls (contract/calls/kitchen.ts): dishes, pictures, the
 * shop's settings and promo codes, injected by the kitchen's chunk so the shop's pages never load
 * them. A dish change puts the server's reply into the menu's own cache (`foodList`), so the Menu
 * view shows what the server now holds without asking again.
 */
import type { FoodItem, PromoCode, ShopSettingsBody } from '../../../contract/api';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import {
  fromContract,
  request,
  type Endpoint,
  type InputOf,
  type ReplyTo,
} from '../../api/request';
import type { RootState } from '../../store/store';

/** The dish's latest state in the menu: replaced where it was, else added. */
function putDish(menu: FoodItem[], dish: FoodItem): void {
  const index = menu.findIndex(({ _id }) => _id === dish._id);
  if (index >= 0) menu[index] = dish;
  else menu.push(dish);
}

/** The calls that change a dish: each answers with the dish as kept. */
type DishChange =
  | typeof kitchenEndpoints.dishAdd
  | typeof kitchenEndpoints.dishEdit
  | typeof kitchenEndpoints.dishAvailability;
/** The calls that add or end a promo code: each answers with the code. */
type PromoChange = typeof kitchenEndpoints.promoAdd | typeof kitchenEndpoints.promoDeactivate;
type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/**
 * A view's data once the server has answered since the view opened: each view asks afresh (another
 * staff member may have changed it), and what an earlier visit left in the cache is not shown as
 * the present meanwhile.
 */
export function useAnsweredSinceOpened<Data>(query: {
  data?: Data;
  fulfilledTimeStamp?: number;
}): Data | undefined {
  const [openedAt] = useState(() => Date.now());
  return (query.fulfilledTimeStamp ?? 0) >= openedAt ? query.data : undefined;
}

const consoleApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    /**
     * A staff change, one of the calls `Calls`: `settle` puts the server's reply into the cache
     * the view shows.
     */
    const change = <Calls extends Endpoint, E extends Calls>(
      endpoint: E,
      settle: (reply: ReplyTo<Calls>, body: InputOf<E>, dispatch: Dispatch) => void,
    ) =>
      contract.mutation<Calls, InputOf<E>>({
        query: (body) => request(endpoint, body),
        async onQueryStarted(body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            settle(data, body, dispatch);
          } catch {
            // The form, the list or the dialog shows the refusal.
          }
        },
      });
    const dishChange = <E extends DishChange>(endpoint: E) =>
      change<DishChange, E>(endpoint, ({ dish }, _body, dispatch): void => {
        dispatch(api.util.updateQueryData('foodList', undefined, (menu) => putDish(menu, dish)));
      });
    const promoChange = <E extends PromoChange>(endpoint: E) =>
      change<PromoChange, E>(endpoint, ({ promo }, _body, dispatch): void => {
        dispatch(
          consoleApi.util.updateQueryData('promoList', undefined, (codes: PromoCode[]) => {
            const index = codes.findIndex(({ code }) => code === promo.code);
            if (index >= 0) codes[index] = promo;
            else codes.unshift(promo);
          }),
        );
      });
    return {
      dishAdd: dishChange(kitchenEndpoints.dishAdd),
      dishEdit: dishChange(kitchenEndpoints.dishEdit),
      dishAvailability: dishChange(kitchenEndpoints.dishAvailability),
      dishRemove: change<typeof kitchenEndpoints.dishRemove, typeof kitchenEndpoints.dishRemove>(
        kitchenEndpoints.dishRemove,
        (_reply, { _id }, dispatch): void => {
          dispatch(
            api.util.updateQueryData('foodList', undefined, (menu) =>
              menu.filter((dish) => dish._id !== _id),
            ),
          );
        },
      ),
      /** A FormData body: fetch sets the multipart Content-Type with its boundary itself. */
      pictureUpload: contract.mutation({
        query: (body: FormData) => request(kitchenEndpoints.pictureUpload, body),
      }),
      /** The shop's settings as GET /api/shop answers them (named apart from the shoppers' call). */
      kitchenSettings: contract.query({
        query: () => request(storeEndpoints.shopInfo),
        transformResponse: (reply) => reply.settings,
      }),
      settingsSave: contract.mutation({
        query: (body: ShopSettingsBody) => request(kitchenEndpoints.settingsSave, body),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(consoleApi.util.upsertQueryData('kitchenSettings', undefined, data.settings));
          } catch {
            // The form shows the refusal.
          }
        },
      }),
      promoList: contract.query({
        query: () => request(kitchenEndpoints.promoList),
        transformResponse: (reply) => reply.data,
      }),
      promoAdd: promoChange(kitchenEndpoints.promoAdd),
      promoDeactivate: promoChange(kitchenEndpoints.promoDeactivate),
    };
  },
});

export const {
  useDishAddMutation,
  useDishEditMutation,
  useDishAvailabilityMutation,
  useDishRemoveMutation,
  usePictureUploadMutation,
  useKitchenSettingsQuery,
  useSettingsSaveMutation,
  usePromoListQuery,
  usePromoAddMutation,
  usePromoDeactivateMutation,
} = consoleApi;
