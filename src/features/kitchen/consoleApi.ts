/**
 * The staff console's calls (docs/api.md, "The menu the restaurant runs"): dishes, pictures, the
 * shop's settings and promo codes, injected by the kitchen's chunk so the shop's pages never load
 * them. A dish change puts the server's reply into the menu's own cache (`foodList`), so the Menu
 * view shows what the server now holds without asking again.
 */
import type {
  DishReply,
  FoodItem,
  PictureReply,
  PromoCode,
  ReplyOf,
  ShopReply,
  ShopSettingsBody,
} from '../../../contract/api';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import * as kitchenEndpoints from '../../../contract/endpoints/kitchen';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { request, type Endpoint, type InputOf } from '../../api/request';
import type { RootState } from '../../store/store';

/** The dish's latest state in the menu: replaced where it was, else added. */
function putDish(menu: FoodItem[], dish: FoodItem): void {
  const index = menu.findIndex(({ _id }) => _id === dish._id);
  if (index >= 0) menu[index] = dish;
  else menu.push(dish);
}

type PromoReply = ReplyOf<'promoAdd'>;
/** The calls that change a dish: each answers with the dish as kept. */
type DishChange =
  | typeof kitchenEndpoints.dishAdd
  | typeof kitchenEndpoints.dishEdit
  | typeof kitchenEndpoints.dishAvailability;
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
    /** A staff change: `settle` puts the server's reply into the cache the view shows. */
    const change = <Reply, E extends Endpoint>(
      endpoint: E,
      settle: (reply: Reply, body: InputOf<E>, dispatch: Dispatch) => void,
    ) =>
      build.mutation<Reply, InputOf<E>>({
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
      change<DishReply, E>(endpoint, ({ dish }, _body, dispatch): void => {
        dispatch(api.util.updateQueryData('foodList', undefined, (menu) => putDish(menu, dish)));
      });
    const promoChange = <
      E extends typeof kitchenEndpoints.promoAdd | typeof kitchenEndpoints.promoDeactivate,
    >(
      endpoint: E,
    ) =>
      change<PromoReply, E>(endpoint, ({ promo }, _body, dispatch): void => {
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
      dishRemove: change<ReplyOf<'dishRemove'>, typeof kitchenEndpoints.dishRemove>(
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
      pictureUpload: build.mutation<PictureReply, FormData>({
        query: (body) => request(kitchenEndpoints.pictureUpload, body),
      }),
      /** The shop's settings as GET /api/shop answers them (named apart from the shoppers' call). */
      kitchenSettings: build.query<ShopReply['settings'], void>({
        query: () => request(storeEndpoints.shopInfo),
        transformResponse: (reply: ShopReply) => reply.settings,
      }),
      settingsSave: build.mutation<ReplyOf<'settingsSave'>, ShopSettingsBody>({
        query: (body) => request(kitchenEndpoints.settingsSave, body),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(consoleApi.util.upsertQueryData('kitchenSettings', undefined, data.settings));
          } catch {
            // The form shows the refusal.
          }
        },
      }),
      promoList: build.query<PromoCode[], void>({
        query: () => request(kitchenEndpoints.promoList),
        transformResponse: (reply: ReplyOf<'promoList'>) => reply.data,
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
