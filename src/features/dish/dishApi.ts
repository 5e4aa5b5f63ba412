/**
 * The dish page's call (docs/api.md): a dish by its page's address, for an address the menu in
 * hand does not know (an earlier one of a renamed dish, a removed dish's).
 */
import * as menuEndpoints from '../../../contract/endpoints/menu';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

const dishApi = api.injectEndpoints({
  endpoints: (build) => ({
    dishBySlug: fromContract(build).query({
      query: (slug: string) => request(menuEndpoints.dishBySlug, { slug }),
      transformResponse: (reply) => reply.data,
    }),
  }),
});

export const { useDishBySlugQuery } = dishApi;
