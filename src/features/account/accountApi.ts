/** The account page's calls, injected into the api slice with the page. */
import type { ChangePasswordReply, ChangePasswordRequest, Reply } from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    logoutEverywhere: build.mutation<Reply, void>({
      query: () => request(accountEndpoints.logoutAll),
    }),
    changePassword: build.mutation<ChangePasswordReply, ChangePasswordRequest>({
      query: (body) => request(accountEndpoints.changePassword, body),
    }),
  }),
});

export const { useLogoutEverywhereMutation, useChangePasswordMutation } = accountApi;
