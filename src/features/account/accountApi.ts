/** The account page's calls, injected into the api slice with the page. */
import type { ChangePasswordRequest } from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

const accountApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      logoutEverywhere: contract.mutation({
        query: () => request(accountEndpoints.logoutAll),
      }),
      changePassword: contract.mutation({
        query: (body: ChangePasswordRequest) => request(accountEndpoints.changePassword, body),
      }),
    };
  },
});

export const { useLogoutEverywhereMutation, useChangePasswordMutation } = accountApi;
