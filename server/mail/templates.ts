/**
 * The texts of the mails the server sends, apart from the flows that send them
 * (server/auth/accounts.ts), so their wording is found and changed in one place.
 */
import type { MailMessage } from '.';

/** A number of minutes as the mails and answers say it. */
export const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

export interface ResetCodeMail {
  to: { email: string; username: string };
  code: string;
  /** How long the code stays valid. */
  minutes: number;
  /** The reset password page, in the language the code was asked in, with the email and code filled in. */
  resetLink: URL;
  siteUrl: string;
}

export function resetCodeMail({ to, code, minutes, resetLink, siteUrl }: ResetCodeMail): MailMessage {
  return {
    to: to.email,
    subject: 'Your PromptDeck password reset code',
    text: [
      `Hello ${to.username},`,
      '',
      `Your password reset code is: ${code}`,
      '',
      `Enter it on the reset password page within ${minutesText(minutes)}. It works once:`,
      resetLink.toString(),
      'If you did not ask for it, ignore this message: your password stays the same.',
      '',
      `— PromptDeck (${siteUrl})`,
    ].join('\n'),
  };
}
