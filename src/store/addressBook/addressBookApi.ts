/**
 * The address book's calls (/Account's Addresses and /PlaceOrder's saved addresses), injected
 * into the api slice with the pages that use them. A change (save, remove, make default) asks
 * for the book again.
 */
import type { AddressBookReply } from '../../../contract/api';
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import { api } from '../../api/apiSlice';
import { request, type InputOf } from '../../api/request';

export const ADDRESS_BOOK_CALLS = {
  save: accountEndpoints.addressSave,
  remove: accountEndpoints.addressRemove,
  makeDefault: accountEndpoints.addressDefault,
} as const;

type Calls = typeof ADDRESS_BOOK_CALLS;
/** One of the calls with its body. */
type Change = {
  [Key in keyof Calls]: { call: Calls[Key]; body: InputOf<Calls[Key]> };
}[keyof Calls];

const addressBookApi = api.enhanceEndpoints({ addTagTypes: ['AddressBook'] }).injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<AddressBookReply, void>({
      query: () => request(accountEndpoints.addressList),
      providesTags: ['AddressBook'],
    }),
    changeAddressBook: build.mutation<AddressBookReply, Change>({
      query: ({ call, body }) => request(call, body),
      invalidatesTags: ['AddressBook'],
    }),
  }),
});

export const { useAddressBookQuery, useChangeAddressBookMutation } = addressBookApi;
