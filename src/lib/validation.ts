/** The forms' rules (docs/product.md#accounts-and-sessions), returning the message for the first broken one. */
import { PASSWORD_MAX, PASSWORD_MIN, isEmail } from '../../contract/rules';
import { MESSAGES } from './messages';

export function validateLogin(email: string, password: string): string | undefined {
  if (!email.trim() || !password) return MESSAGES.fillAllLogin;
  return undefined;
}

export function validateSignUp(name: string, email: string, password: string): string | undefined {
  if (!name.trim() || !email.trim() || !password) return MESSAGES.fillAll;
  if (!isEmail(email.trim())) return MESSAGES.invalidEmail;
  return passwordProblem(password);
}

/** The length rules of a new password (the server also refuses the most common ones). */
function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return MESSAGES.shortPassword;
  if (password.length > PASSWORD_MAX) return MESSAGES.longPassword;
  return undefined;
}

export function validatePasswordChange(
  current: string,
  next: string,
  confirmation: string,
): string | undefined {
  if (!current || !next || !confirmation) return MESSAGES.fillAll;
  return passwordProblem(next) ?? (next === confirmation ? undefined : MESSAGES.passwordsDiffer);
}

export function validateContact(name: string, email: string, message: string): string | undefined {
  if (!name.trim() || !email.trim() || !message.trim()) return MESSAGES.fillAll;
  if (!isEmail(email.trim())) return MESSAGES.invalidEmail;
  return undefined;
}
