/**
 * The address book's calls (/Account's Addresses and /PlaceOrder's saved addresses), injected
 * into the api slice with the pages that use them. A change (save, remove, make default) asks
 * for the book again.
 */
import * as accountEndpoints from '../../../contract/endpoints/accounts';
import { api } from '../../api/apiSlice';
import { fromContract, request, type InputOf } from '../../api/request';

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
  endpoints: (build) => {
    const contract = fromContract(build);
    return {
      addressBook: contract.query({
        query: () => request(accountEndpoints.addressList),
        providesTags: ['AddressBook'],
      }),
      changeAddressBook: contract.mutation({
        query: ({ call, body }: Change) => request(call, body),
        invalidatesTags: ['AddressBook'],
      }),
    };
  },
});

export const { useAddressBookQuery, useChangeAddressBookMutation } = addressBookApi;
