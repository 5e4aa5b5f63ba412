/** The contact form's call, injected into the api slice with the page. */
import type { ContactRequest, Reply } from '../../../contract/api';
import { api } from '../../api/apiSlice';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<Reply, ContactRequest>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
