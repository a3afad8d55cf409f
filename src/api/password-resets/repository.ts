import type { Locale } from '@/shared/i18n/locales';
/** A reset asked for: whose account, and until when its link works. */
export interface NewPasswordReset {
  _id: string;
  userId: string;
  /** Timestamps. */
  requestedAt: string;
  expiresAt: string;
}

/** A reset as its email tells it: to whom, and the id its link signs. */
export interface PasswordResetEmail {
  resetId: string;
  to: string;
  firstName: string;
  requestedAt: string;
  /** The shopper's language, the email's (English until they choose). */
  language: Locale;
}

export interface PasswordResetRepository {
  /** Records a reset asked for (the server's outbox: its email is sent through the job queue). */
  insert(reset: NewPasswordReset): Promise<void>;
  /**
   * Uses the reset if it is still open at `at` (not used, not expired): it and every other open
   * reset of its account are marked used, in one step, so a link works once and an older one no
   * longer does. The account's id, or null when the reset is used, expired or unknown.
   */
  use(resetId: string, at: string): Promise<string | null>;
  /** The newest resets' emails, at most `limit`: the embedded mock's test mailbox. */
  newest(limit: number): Promise<PasswordResetEmail[]>;
}
