import { localePath, type Locale } from '@/shared/i18n/locales';
import { PASSWORD_RESET_MINUTES, passwordResetMessages } from '@/shared/password-reset';
import { paths } from '@/shared/paths';

/** What a reset's email says, whoever sends it: the server's mailer, or the mock's test mailbox. */
export interface ResetEmailWords {
  subject: string;
  greeting: string;
  paragraphs: string[];
  link: string;
  /** The HTML part's words for the link. */
  linkText: string;
}

/** The link on the shop at `shopUrl` that opens the new-password page, in `locale`, with `token`. */
export const resetLink = (shopUrl: string, token: string, locale: Locale = 'en') =>
  `${shopUrl}${localePath(locale, paths.resetPassword)}?token=${encodeURIComponent(token)}`;

type Words = Omit<ResetEmailWords, 'link'>;

/** The email in each language (issue 37): the shopper's, English until they choose. */
const WORDS: Readonly<Record<Locale, (firstName: string) => Words>> = {
  en: (firstName) => ({
    subject: passwordResetMessages.emailSubject,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Someone, we hope you, asked to reset the password of your SneakerHub account. Choose a new one here:',
      `The link works once, within ${PASSWORD_RESET_MINUTES} minutes, and using it logs your account out everywhere. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    linkText: 'Choose a new password',
  }),
  hi: (firstName) => ({
    subject: 'अपना SneakerHub पासवर्ड रीसेट करें',
    greeting: `नमस्ते ${firstName},`,
    paragraphs: [
      'किसी ने, उम्मीद है आपने ही, आपके SneakerHub अकाउंट का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड यहाँ चुनें:',
      `यह लिंक एक ही बार, ${PASSWORD_RESET_MINUTES} मिनट के अंदर काम करता है, और इसके इस्तेमाल से आपका अकाउंट हर जगह से लॉग आउट हो जाता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
    ],
    linkText: 'नया पासवर्ड चुनें',
  }),
};

export const resetEmailWords = (firstName: string, link: string, locale: Locale = 'en'): ResetEmailWords => ({
  ...WORDS[locale](firstName),
  link,
});
/** The email as plain text. */
export function resetEmailText({ greeting, paragraphs, link }: ResetEmailWords): string {
  const [intro, after] = paragraphs;
  return [greeting, '', intro, link, '', after, '', '— SneakerHub'].join('\n');
}
