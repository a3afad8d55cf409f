import { PASSWORD_RESET_MINUTES, passwordResetMessages } from '@/shared/password-reset';
import { paths } from '@/shared/paths';

/** What a reset's email says, whoever sends it: the server's mailer, or the mock's test mailbox. */
export interface ResetEmailWords {
  subject: string;
  greeting: string;
  paragraphs: string[];
  link: string;
}

/** The link on the shop at `shopUrl` that opens the new-password page with `token`. */
export const resetLink = (shopUrl: string, token: string) =>
  `${shopUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;

export function resetEmailWords(firstName: string, link: string): ResetEmailWords {
  return {
    subject: passwordResetMessages.emailSubject,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Someone, we hope you, asked to reset the password of your SneakerHub account. Choose a new one here:',
      `The link works once, within ${PASSWORD_RESET_MINUTES} minutes, and using it logs your account out everywhere. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    link,
  };
}

/** The email as plain text. */
export function resetEmailText({ greeting, paragraphs, link }: ResetEmailWords): string {
  const [intro, after] = paragraphs;
  return [greeting, '', intro, link, '', after, '', '— SneakerHub'].join('\n');
}
