/** The password-reset calls, injected into the api slice with the forgot dialog and the reset page. */
import type { BodyOf, Reply, ReplyOf } from '../../../contract/api';
import { api } from '../../api/apiSlice';

const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<Reply, BodyOf<'forgotPassword'>>({
      query: (body) => ({ url: '/api/user/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ReplyOf<'resetPassword'>, BodyOf<'resetPassword'>>({
      query: (body) => ({ url: '/api/user/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = recoveryApi;
