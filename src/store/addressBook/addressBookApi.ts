/**
 * The address book's calls (/Account's Addresses and /PlaceOrder's saved addresses), injected
 * into the api slice with the pages that use them. A change (save, remove, make default) asks
 * for the book again.
 */
import type { AddressBookReply, SaveAddressRequest } from '../../../contract/api';
import { api } from '../../api/apiSlice';

export const ADDRESS_BOOK_CALLS = {
  save: '/api/user/addresses/save',
  remove: '/api/user/addresses/remove',
  makeDefault: '/api/user/addresses/default',
} as const;

type Change = {
  url: (typeof ADDRESS_BOOK_CALLS)[keyof typeof ADDRESS_BOOK_CALLS];
  body: SaveAddressRequest | { id: string };
};

const addressBookApi = api.enhanceEndpoints({ addTagTypes: ['AddressBook'] }).injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<AddressBookReply, void>({
      query: () => '/api/user/addresses',
      providesTags: ['AddressBook'],
    }),
    changeAddressBook: build.mutation<AddressBookReply, Change>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
      invalidatesTags: ['AddressBook'],
    }),
  }),
});

export const { useAddressBookQuery, useChangeAddressBookMutation } = addressBookApi;
