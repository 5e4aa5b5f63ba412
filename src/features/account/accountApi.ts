/** The account page's calls, injected into the api slice with the page. */
import type { ChangePasswordReply, ChangePasswordRequest, Reply } from '../../../contract/api';
import { api } from '../../api/apiSlice';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    logoutEverywhere: build.mutation<Reply, void>({
      query: () => ({ url: '/api/user/logout-all', method: 'POST', body: {} }),
    }),
    changePassword: build.mutation<ChangePasswordReply, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/user/password', method: 'POST', body }),
    }),
  }),
});

export const { useLogoutEverywhereMutation, useChangePasswordMutation } = accountApi;
