/** Signing up, logging in, and the session's end. */
import { Type } from '@sinclair/typebox';
import { Text } from './common';
import { Address } from './orders';

// Fields are optional in the schema: a missing one gets the shop's own sentence from the handler.
export const RegisterBody = Type.Object({
  name: Type.Optional(Text(1000)),
  email: Type.Optional(Text(1000)),
  password: Type.Optional(Text(1000)),
});

export const LoginBody = Type.Object({
  email: Type.Optional(Text(1000)),
  password: Type.Optional(Text(1000)),
});

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
