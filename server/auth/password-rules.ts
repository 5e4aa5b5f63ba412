/**
 * What a new password must be: the shop's minimum of 6 characters, at most 128 (refused, never
 * cut short), and not one of the 10,000 most common passwords (common-passwords.json, see
 * common-passwords.LICENSE.md), compared without regard to letter case.
 */
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/rules';
import commonPasswords from './common-passwords.json';

const COMMON = new Set<string>(commonPasswords);

/** The message that refuses a new password, or undefined when it may be used. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return ACCOUNT_MESSAGES.shortPassword;
  if (password.length > PASSWORD_MAX) return ACCOUNT_MESSAGES.longPassword;
  if (COMMON.has(password.toLowerCase())) return ACCOUNT_MESSAGES.commonPassword;
  return undefined;
}
