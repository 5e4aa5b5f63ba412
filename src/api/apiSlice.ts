/**
 * The one RTK Query api slice (docs/api.md): the calls every page may make are here; a feature
 * whose page alone makes a call injects it (`api.injectEndpoints`), so its code loads with the page.
 */
import { createApi, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type {
  FoodItem,
  FoodListReply,
  LoginReply,
  LoginRequest,
  Order,
  RegisterRequest,
  Reply,
  UserOrdersReply,
} from '../../contract/api';
import { baseQuery } from './baseQuery';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Cart', 'Orders'],
  endpoints: (build) => ({
    foodList: build.query<FoodItem[], void>({
      query: () => '/api/food/list',
      transformResponse: (reply: FoodListReply) => reply.data,
    }),
    login: build.mutation<LoginReply, LoginRequest>({
      query: (body) => ({ url: '/api/user/login', method: 'POST', body }),
    }),
    register: build.mutation<Reply, RegisterRequest>({
      query: (body) => ({ url: '/api/user/register', method: 'POST', body }),
    }),
    /** Ends a token on the server; `token` is passed because the browser forgets it at once. */
    logout: build.mutation<Reply, { token: string }>({
      query: ({ token }) => ({
        url: '/api/user/logout',
        method: 'POST',
        body: {},
        headers: { token },
      }),
    }),
    userOrders: build.query<Order[], void>({
      query: () => ({ url: '/api/order/userorders', method: 'POST', body: {} }),
      transformResponse: (reply: UserOrdersReply) => reply.data,
      providesTags: ['Orders'],
    }),
  }),
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
