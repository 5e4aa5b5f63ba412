/** The forms' rules (spec section 5), returning the spec's message for the first broken one. */
import { PASSWORD_MIN, isEmail } from '../../contract/rules';
import { MESSAGES } from './messages';

export function validateLogin(email: string, password: string): string | undefined {
  if (!email.trim() || !password) return MESSAGES.fillAllLogin;
  return undefined;
}

export function validateSignUp(name: string, email: string, password: string): string | undefined {
  if (!name.trim() || !email.trim() || !password) return MESSAGES.fillAll;
  if (!isEmail(email.trim())) return MESSAGES.invalidEmail;
  if (password.length < PASSWORD_MIN) return MESSAGES.shortPassword;
  return undefined;
}

export function validateContact(name: string, email: string, message: string): string | undefined {
  if (!name.trim() || !email.trim() || !message.trim()) return MESSAGES.fillAll;
  if (!isEmail(email.trim())) return MESSAGES.invalidEmail;
  return undefined;
}
