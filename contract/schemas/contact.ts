/** The contact form. */
import { Type } from '@sinclair/typebox';
import { CONTACT_MESSAGE_MAX, NAME_MAX } from '../rules';
import { CONTACT_MESSAGES } from '../messages';
import { NAME_AND_EMAIL_MESSAGES } from './accounts';
import { Filled, filled, type FieldMessages } from './common';

/**
 * The form's checks, in the spec's order (allOf stops at the first refusal): every field filled,
 * then the email's form, the name's length and the message's.
 */
export const ContactBody = Type.Intersect(
  [
    Type.Object({ name: Filled(), email: Filled(), message: Filled() }),
    Type.Object({
      email: Type.String({ format: 'email', maxLength: 1000 }),
      name: Type.String({ maxLength: NAME_MAX }),
      message: Type.String({ maxLength: CONTACT_MESSAGE_MAX }),
    }),
  ],
  { description: 'Refused with the first problem, in the order of the parts below.' },
);

/** The form's refusals in the spec's words: its name and email are sign-up's. */
export const CONTACT_FORM_MESSAGES: FieldMessages = {
  ...NAME_AND_EMAIL_MESSAGES,
  message: { ...filled(CONTACT_MESSAGES.fillAll), maxLength: CONTACT_MESSAGES.tooLong },
};
