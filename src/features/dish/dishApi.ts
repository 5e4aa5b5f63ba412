/**
 * The dish page's call (docs/api.md): a dish by its page's address, for an address the menu in
 * hand does not know (an earlier one of a renamed dish, a removed dish's).
 */
import type { DishBySlugReply, FoodItem } from '../../../contract/api';
import * as menuEndpoints from '../../../contract/endpoints/menu';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const dishApi = api.injectEndpoints({
  endpoints: (build) => ({
    dishBySlug: build.query<FoodItem, string>({
      query: (slug) => request(menuEndpoints.dishBySlug, { slug }),
      transformResponse: (reply: DishBySlugReply) => reply.data,
    }),
  }),
});

export const { useDishBySlugQuery } = dishApi;
