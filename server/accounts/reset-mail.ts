/**
 * The password-reset email the mail worker sends (mail/worker.ts): the link with the reset's token,
 * written again from the reset's id (reset-tokens.ts), to the account's own address.
 */
import { PAGE_PATHS, pageHref } from '../../contract/routes';
import { passwordResetEmail } from '../mail/templates';
import type { Email } from '../mail/templates';
import type { ResetTokens } from './reset-tokens';
import type { PasswordResetRepository } from './reset-repository';

export interface ResetMessage extends Email {
  to: string;
}

export class ResetMail {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly tokens: ResetTokens,
    private readonly publicUrl: string,
    private readonly now: () => Date,
  ) {}

  /**
   * The email for this reset; undefined when there is nothing worth sending (the reset or its
   * account is gone, the link was used, or it expired before the email could go).
   */
  async compose(resetId: string): Promise<ResetMessage | undefined> {
    const recipient = await this.resets.recipientOf(resetId);
    if (!recipient || recipient.used || recipient.expiresAt <= this.now()) return undefined;
    const link = `${this.publicUrl}${pageHref(PAGE_PATHS.resetPassword, {
      token: this.tokens.tokenFor(resetId),
    })}`;
    return { to: recipient.email, ...(await passwordResetEmail(recipient.name, link)) };
  }
}
