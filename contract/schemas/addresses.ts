/** The address book of an account: listing, saving (add or edit), removing, the default. */
import { Type, type TString } from '@sinclair/typebox';
import { ADDRESS_BOOK_MESSAGES, ADDRESS_NAME_MAX } from '../address-book';
import { ADDRESS_MESSAGES } from '../address-checks';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABEL,
  ADDRESS_FIELD_MAX,
  type AddressField,
} from '../rules';
import { ID_MAX, Id, ONE_LINE, type FieldMessages } from './common';
import { Address } from './orders';

/**
 * The nine fields, each required, within its limit and one line once trimmed; the email one
 * address. Blank (only spaces) is refused by the handler, which trims (contract/address-checks.ts).
 */
const AddressFields = Type.Object(
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [
      field,
      Type.String({
        minLength: 1,
        maxLength: ADDRESS_FIELD_MAX[field],
        pattern: ONE_LINE,
        ...(field === 'email' ? { format: 'email' } : {}),
        description: ADDRESS_FIELD_LABEL[field],
      }),
    ]),
  ) as Record<AddressField, TString>,
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
  name: Type.String({
    minLength: 1,
    maxLength: ADDRESS_NAME_MAX,
    pattern: ONE_LINE,
    description: "The shopper's name for it: 'Home', 'Work'.",
  }),
  address: AddressFields,
});

export const AddressIdBody = Type.Object({ id: Id });

/** The refusals of a saved address, in the words the handler and the forms use. */
export const SAVE_ADDRESS_MESSAGES: FieldMessages = {
  name: {
    required: ADDRESS_BOOK_MESSAGES.nameMissing,
    minLength: ADDRESS_BOOK_MESSAGES.nameMissing,
    maxLength: ADDRESS_BOOK_MESSAGES.nameTooLong,
    pattern: ADDRESS_BOOK_MESSAGES.nameNotOneLine,
  },
  ...Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const label = ADDRESS_FIELD_LABEL[field];
      const missing = ADDRESS_MESSAGES.missing(label);
      return [
        `address.${field}`,
        {
          required: missing,
          minLength: missing,
          maxLength: ADDRESS_MESSAGES.tooLong(label, ADDRESS_FIELD_MAX[field]),
          pattern: ADDRESS_MESSAGES.notOneLine(label),
          format: ADDRESS_MESSAGES.invalidEmail,
        },
      ];
    }),
  ),
};
