/** What the password-reset flow says (docs/product.md#accounts), on the server and in the app. */
export const RECOVERY_MESSAGES = {
  /** The one reply to a reset request, whether or not an account uses the address. */
  linkSent: 'If an account uses that address, we have sent a link to reset its password.',
  /** An unknown, used or expired link. */
  expired: 'This link has expired. Ask for a new one.',
  passwordReset: 'Your password is changed and you are logged in.',
  tooManyRequests: 'Too many reset requests. Please try again later.',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
} as const;

/** How long an emailed reset link works. */
export const RESET_LINK_MINUTES = 30;
