/** The password-reset calls, injected into the api slice with the forgot dialog and the reset page. */
import type { BodyOf, Reply, ReplyOf } from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<Reply, BodyOf<'forgotPassword'>>({
      query: (body) => request(accountEndpoints.forgotPassword, body),
    }),
    resetPassword: build.mutation<ReplyOf<'resetPassword'>, BodyOf<'resetPassword'>>({
      query: (body) => request(accountEndpoints.resetPassword, body),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = recoveryApi;
