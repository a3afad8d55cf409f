/**
 * The words around an update's email, in each language (issue 37): the update's own title and body
 * are already in the shopper's language (notify.ts); these frame them. The reset email's words are
 * in src/api/password-resets/email.ts.
 */
import type { Locale } from '@/shared/i18n/locales';

export interface UpdateEmailWords {
  greeting: (firstName: string) => string;
  /** The link to the order, and the plain text's line before it. */
  seeOrder: string;
  signOff: string;
}

export const UPDATE_EMAIL_WORDS: Readonly<Record<Locale, UpdateEmailWords>> = {
  en: { greeting: (firstName) => `Hello ${firstName},`, seeOrder: 'See your order', signOff: '— SneakerHub' },
  hi: { greeting: (firstName) => `नमस्ते ${firstName},`, seeOrder: 'अपना ऑर्डर देखें', signOff: '— SneakerHub' },
};

/** The language a user's row keeps ('en', 'hi', or null until chosen), as an email's: English when unchosen. */
export const emailLocale = (language: string | null | undefined): Locale => (language === 'hi' ? 'hi' : 'en');
