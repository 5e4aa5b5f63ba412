/** Signing up, logging in, and the session's end. */
import { Type } from '@sinclair/typebox';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../rules';
import { ACCOUNT_MESSAGES } from '../messages';
import { Filled, NOT_BLANK, Text, filled, type FieldMessages } from './common';
import { Address } from './orders';

/**
 * Sign-up's checks, in the spec's order (allOf stops at the first refusal): every field filled,
 * then the email's form, the name's length and the password's.
 */
export const RegisterBody = Type.Intersect(
  [
    Type.Object({
      name: Filled(),
      email: Filled(),
      password: Type.String({ minLength: 1 }),
    }),
    Type.Object({
      email: Type.String({ format: 'email', maxLength: 1000 }),
      name: Type.String({ maxLength: NAME_MAX }),
      password: Type.String({
        minLength: PASSWORD_MIN,
        maxLength: PASSWORD_MAX,
        description: 'Not one of the 10,000 most common passwords.',
      }),
    }),
  ],
  { description: 'Refused with the first problem, in the order of the parts below.' },
);

/** A person's name and email, refused in the spec's words: sign-up's and the contact form's. */
export const NAME_AND_EMAIL_MESSAGES: FieldMessages = {
  name: { ...filled(ACCOUNT_MESSAGES.fillAll), maxLength: ACCOUNT_MESSAGES.longName },
  email: {
    ...filled(ACCOUNT_MESSAGES.fillAll),
    format: ACCOUNT_MESSAGES.invalidEmail,
    maxLength: ACCOUNT_MESSAGES.invalidEmail,
  },
};

/** Sign-up's refusals in the spec's words. */
export const REGISTER_MESSAGES: FieldMessages = {
  ...NAME_AND_EMAIL_MESSAGES,
  password: {
    required: ACCOUNT_MESSAGES.fillAll,
    // Empty is 'fill all the fields' (the first part); short, the password rule (the second).
    minLength: (limit) => (limit > 1 ? ACCOUNT_MESSAGES.shortPassword : ACCOUNT_MESSAGES.fillAll),
    maxLength: ACCOUNT_MESSAGES.longPassword,
  },
};

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 1000, pattern: NOT_BLANK }),
  password: Type.String({ minLength: 1, maxLength: 1000 }),
});

/** Login's refusals of a missing field; any other problem is 'Invalid email or password.' (401). */
export const LOGIN_MESSAGES: FieldMessages = {
  email: filled(ACCOUNT_MESSAGES.fillAllLogin),
  password: filled(ACCOUNT_MESSAGES.fillAllLogin),
};

export const LoginReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String(),
  username: Type.String(),
  userId: Type.String(),
});

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.Optional(Text(1000)),
  newPassword: Type.Optional(Text(1000)),
});

export const ChangePasswordReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String({ description: "Replaces the caller's token, which has ended." }),
});

export const ProfileReply = Type.Object({
  success: Type.Literal(true),
  name: Type.String({ description: "The account's name, as given at sign-up." }),
  email: Type.String({ description: "The account's email." }),
  lastAddress: Type.Union([Address, Type.Null()], {
    description: "The delivery address of the shopper's latest order; null before the first.",
  }),
});

export const ForgotPasswordBody = Type.Object({
  email: Type.Optional(Text(1000)),
});

export const ResetPasswordBody = Type.Object({
  token: Type.Optional(
    Type.String({ maxLength: 200, description: "The `token` of the emailed link's query." }),
  ),
  password: Type.Optional(Text(1000)),
});
