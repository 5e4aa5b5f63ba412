/**
 * What a new password must be: the shop's minimum of 6 characters, at most 128 (refused, never
 * cut short), and not one of the 10,000 most common passwords (common-passwords.json, see
 * common-passwords.LICENSE.md), compared without regard to letter case.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/rules';
import commonPasswords from './common-passwords.json';

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  tooCommon: 'This password is too common. Choose another.',
} as const;

const COMMON = new Set<string>(commonPasswords);

/** The message that refuses a new password, or undefined when it may be used. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (COMMON.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  return undefined;
}
