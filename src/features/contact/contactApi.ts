/** The contact form's call, injected into the api slice with the page. */
import type { ContactRequest, Reply } from '../../../contract/api';
import * as storeEndpoints from '../../../contract/endpoints/store';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<Reply, ContactRequest>({
      query: (body) => request(storeEndpoints.contact, body),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
