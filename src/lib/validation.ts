/** The forms' rules (docs/product.md#accounts-and-sessions), returning the message for the first broken one. */
import { PASSWORD_MAX, PASSWORD_MIN, isEmail } from '../../contract/rules';
import { PAGE_MESSAGES } from '../../contract/messages';

export function validateLogin(email: string, password: string): string | undefined {
  if (!email.trim() || !password) return PAGE_MESSAGES.fillAllLogin;
  return undefined;
}

export function validateSignUp(name: string, email: string, password: string): string | undefined {
  if (!name.trim() || !email.trim() || !password) return PAGE_MESSAGES.fillAll;
  if (!isEmail(email.trim())) return PAGE_MESSAGES.invalidEmail;
  return passwordProblem(password);
}

/** The length rules of a new password (the server also refuses the most common ones). */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return PAGE_MESSAGES.shortPassword;
  if (password.length > PASSWORD_MAX) return PAGE_MESSAGES.longPassword;
  return undefined;
}

export function validatePasswordChange(
  current: string,
  next: string,
  confirmation: string,
): string | undefined {
  if (!current || !next || !confirmation) return PAGE_MESSAGES.fillAll;
  return (
    passwordProblem(next) ?? (next === confirmation ? undefined : PAGE_MESSAGES.passwordsDiffer)
  );
}

export function validateContact(name: string, email: string, message: string): string | undefined {
  if (!name.trim() || !email.trim() || !message.trim()) return PAGE_MESSAGES.fillAll;
  if (!isEmail(email.trim())) return PAGE_MESSAGES.invalidEmail;
  return undefined;
}
