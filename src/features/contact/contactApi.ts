/** The contact form's call, injected into the api slice with the page. */
import type { ContactRequest, Reply } from '../../../contract/api';
import * as endpoints from '../../../contract/endpoints';
import { api } from '../../api/apiSlice';
import { request } from '../../api/request';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<Reply, ContactRequest>({
      query: (body) => request(endpoints.contact, body),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
