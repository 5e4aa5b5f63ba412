/** The address book of an account: listing, saving (add or edit), removing, the default. */
import { Type, type TOptional, type TString } from '@sinclair/typebox';
import { ADDRESS_FIELDS, type AddressField } from '../rules';
import { ID_MAX, Id, Text } from './common';
import { Address } from './orders';

/** The nine fields as sent; the handler refuses a missing one with its own label. */
const AddressFields = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Type.Optional(Text(1000))])) as Record<
    AddressField,
    TOptional<TString>
  >,
);

const SavedAddress = Type.Object({
  id: Type.String(),
  name: Type.String({ description: "The shopper's name for it: 'Home', 'Work'." }),
  address: Address,
  isDefault: Type.Boolean({
    description: 'What checkout starts from: the one the shopper chose, else the latest used.',
  }),
  usedAt: Type.String({ description: 'ISO 8601: last paid for, or saved.' }),
});

export const AddressBookReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  addresses: Type.Array(SavedAddress, {
    description: 'At most 10, the latest used first.',
  }),
});

export const SaveAddressBody = Type.Object({
  id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: ID_MAX,
      description: 'The address to change; absent: a new one.',
    }),
  ),
  name: Type.Optional(Text(1000)),
  address: AddressFields,
});

export const AddressIdBody = Type.Object({ id: Id });
