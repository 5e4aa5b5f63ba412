/** The password-reset calls, injected into the api slice with the forgot dialog and the reset page. */
import type { BodyOf } from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

const recoveryApi = api.injectEndpoints({
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      forgotPassword: contract.mutation({
        query: (body: BodyOf<'forgotPassword'>) => request(accountEndpoints.forgotPassword, body),
      }),
      resetPassword: contract.mutation({
        query: (body: BodyOf<'resetPassword'>) => request(accountEndpoints.resetPassword, body),
      }),
    };
  },
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = recoveryApi;
