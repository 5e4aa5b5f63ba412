/** Signing up, logging in, the session's end, and changing or resetting the password. */
import { Type } from '@sinclair/typebox';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../rules';
import { ACCOUNT_MESSAGES } from '../messages';
import { Filled, NOT_BLANK, filled, type FieldMessages } from './common';
import { Address } from './orders';

/** A new password's length; the common-password rule is the handler's (server/auth). */
const NewPassword = () =>
  Type.String({
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    description: 'Not one of the 10,000 most common passwords.',
  });

const IN_ORDER = 'Refused with the first problem, in the order of the parts below.';

/**
 * A new password's refusals in the spec's words: empty is 'fill all the fields' (the first part
 * of the body's allOf, `minLength` 1); short, the password rule (the second, PASSWORD_MIN).
 */
const NEW_PASSWORD_MESSAGES = {
  required: ACCOUNT_MESSAGES.fillAll,
  minLength: (limit: number) =>
    limit > 1 ? ACCOUNT_MESSAGES.shortPassword : ACCOUNT_MESSAGES.fillAll,
  maxLength: ACCOUNT_MESSAGES.longPassword,
};

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
      password: NewPassword(),
    }),
  ],
  { description: IN_ORDER },
);

/** An email refused in the spec's words: missing or blank, then not one address. */
const EMAIL_MESSAGES = {
  ...filled(ACCOUNT_MESSAGES.fillAll),
  format: ACCOUNT_MESSAGES.invalidEmail,
  maxLength: ACCOUNT_MESSAGES.invalidEmail,
};

/** A person's name and email, refused in the spec's words: sign-up's and the contact form's. */
export const NAME_AND_EMAIL_MESSAGES: FieldMessages = {
  name: { ...filled(ACCOUNT_MESSAGES.fillAll), maxLength: ACCOUNT_MESSAGES.longName },
  email: EMAIL_MESSAGES,
};

/** Sign-up's refusals in the spec's words. */
export const REGISTER_MESSAGES: FieldMessages = {
  ...NAME_AND_EMAIL_MESSAGES,
  password: NEW_PASSWORD_MESSAGES,
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

/** Both passwords given, then the new one's length (allOf stops at the first refusal). */
export const ChangePasswordBody = Type.Intersect(
  [
    Type.Object({
      currentPassword: Type.String({ minLength: 1, maxLength: 1000 }),
      newPassword: Type.String({ minLength: 1 }),
    }),
    Type.Object({ newPassword: NewPassword() }),
  ],
  { description: IN_ORDER },
);

/** Changing the password: today's sentences, by the field. */
export const CHANGE_PASSWORD_MESSAGES: FieldMessages = {
  currentPassword: { required: ACCOUNT_MESSAGES.fillAll, minLength: ACCOUNT_MESSAGES.fillAll },
  newPassword: NEW_PASSWORD_MESSAGES,
};

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
  email: Type.String({ minLength: 1, maxLength: 1000, pattern: NOT_BLANK, format: 'email' }),
});

/** Asking for a reset link: sign-up's sentences for the email. */
export const FORGOT_PASSWORD_MESSAGES: FieldMessages = {
  email: EMAIL_MESSAGES,
};

/** The password given, then its length (allOf stops at the first refusal). */
export const ResetPasswordBody = Type.Intersect(
  [
    Type.Object({
      token: Type.Optional(
        Type.String({
          maxLength: 200,
          description: "The `token` of the emailed link's query; missing or unknown: 410.",
        }),
      ),
      password: Type.String({ minLength: 1 }),
    }),
    Type.Object({ password: NewPassword() }),
  ],
  { description: IN_ORDER },
);

/** Setting a new password with a link: sign-up's sentences for the password. */
export const RESET_PASSWORD_MESSAGES: FieldMessages = { password: NEW_PASSWORD_MESSAGES };
