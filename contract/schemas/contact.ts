/** The contact form. */
import { Type } from '@sinclair/typebox';
import { Text } from './common';

export const ContactBody = Type.Object({
  name: Type.Optional(Text(1000)),
  email: Type.Optional(Text(1000)),
  message: Type.Optional(Text(20000)),
});
