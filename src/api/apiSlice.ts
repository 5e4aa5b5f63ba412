/** The one RTK Query api slice: every call the shop makes (docs/api.md). */
import { createApi, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type {
  ChangePasswordReply,
  ChangePasswordRequest,
  ContactRequest,
  FoodItem,
  FoodListReply,
  LoginReply,
  LoginRequest,
  Order,
  PlaceOrderReply,
  PlaceOrderRequest,
  ProfileReply,
  RegisterRequest,
  Reply,
  UserOrdersReply,
  VerifyOrderReply,
  VerifyOrderRequest,
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
    logoutEverywhere: build.mutation<Reply, void>({
      query: () => ({ url: '/api/user/logout-all', method: 'POST', body: {} }),
    }),
    changePassword: build.mutation<ChangePasswordReply, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/user/password', method: 'POST', body }),
    }),
    placeOrder: build.mutation<PlaceOrderReply, PlaceOrderRequest>({
      query: (body) => ({ url: '/api/order/place', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    verifyOrder: build.mutation<VerifyOrderReply, VerifyOrderRequest>({
      query: (body) => ({ url: '/api/order/verify', method: 'POST', body }),
      invalidatesTags: ['Orders', 'Cart'],
    }),
    userOrders: build.query<Order[], void>({
      query: () => ({ url: '/api/order/userorders', method: 'POST', body: {} }),
      transformResponse: (reply: UserOrdersReply) => reply.data,
      providesTags: ['Orders'],
    }),
    sendContact: build.mutation<Reply, ContactRequest>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
    /** The account's name and email and its latest delivery address: what checkout starts from. */
    profile: build.query<ProfileReply, void>({
      query: () => '/api/user/profile',
    }),
  }),
});

export const {
  useFoodListQuery,
  useLogoutEverywhereMutation,
  useChangePasswordMutation,
  usePlaceOrderMutation,
  useVerifyOrderMutation,
  useUserOrdersQuery,
  useSendContactMutation,
  useProfileQuery,
} = api;

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
