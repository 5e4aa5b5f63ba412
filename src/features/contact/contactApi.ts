/** The contact form's call, injected into the api slice with the page. */
import type { ContactRequest } from '../../../contract/api';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { fromContract, request } from '../../api/request';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: fromContract(build).mutation({
      query: (body: ContactRequest) => request(storeEndpoints.contact, body),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
