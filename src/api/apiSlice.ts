/**
 * The one RTK Query api slice (docs/api.md): the calls every page may make are here; a feature
 * whose page alone makes a call injects it (`api.injectEndpoints`), so its code loads with the page.
 */
import { createApi, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FoodItem, LoginRequest, RegisterRequest } from '../../contract/api';
import * as menuEndpoints from '../../contract/endpoints/menu';
import * as accountEndpoints from '../../contract/endpoints/accounts';
import * as orderEndpoints from '../../contract/endpoints/orders';
import type { Menu } from './lastMenu';
import { keepMenu } from '../sw/register';
import { baseQuery } from './baseQuery';
import { fromContract, request, type ReplyTo } from './request';

/** The kept menu's reading: loaded only when it is read (offline). */
const lastMenu = () => import(/* webpackChunkName: "last-menu" */ './lastMenu');

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Cart', 'Orders'],
  // What a page shows is asked again when the browser comes back online: a menu kept from an
  // earlier visit (foodList) is then replaced by the current one.
  refetchOnReconnect: true,
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      /**
       * The menu; each one received is kept in this browser by the service worker (keepMenu).
       * Offline, the kept one answers instead, marked with when it arrived (`receivedAt`,
       * lastMenu.ts); back online it is asked again.
       */
      foodList: build.query<Menu, void>({
        async queryFn(_arg, queryApi, extraOptions) {
          // The reply's text, kept as it came (keepMenu), then read.
          const reply = await baseQuery(
            request(menuEndpoints.foodList, undefined, { responseHandler: 'text' }),
            queryApi,
            extraOptions,
          );
          if (reply.error) {
            const kept = !navigator.onLine && (await (await lastMenu()).keptMenu());
            return kept ? { data: kept } : (reply as { error: FetchBaseQueryError });
          }
          // Read as text, the reply is the call's JSON reply as the server sent it.
          const text = reply.data as string;
          const menu: FoodItem[] = (JSON.parse(text) as ReplyTo<typeof menuEndpoints.foodList>)
            .data;
          keepMenu(text);
          return { data: menu };
        },
      }),
      login: contract.mutation({
        query: (body: LoginRequest) => request(accountEndpoints.login, body),
      }),
      register: contract.mutation({
        query: (body: RegisterRequest) => request(accountEndpoints.register, body),
      }),
      /** Ends a token on the server; `token` is passed because the browser forgets it at once. */
      logout: contract.mutation({
        query: ({ token }: { token: string }) =>
          request(accountEndpoints.logout, undefined, { headers: { token } }),
      }),
      userOrders: contract.query({
        query: () => request(orderEndpoints.userOrders),
        transformResponse: (reply) => reply.data,
        providesTags: ['Orders'],
      }),
    };
  },
});

export const { useFoodListQuery, useUserOrdersQuery } = api;

/** The server's message when it sent one, else the given fallback (timeouts and network failures). */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string {
  if (error && 'status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}
