import { ConfigError, wholeNumber } from './setting';

export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, with user and password in it if needed); null: each email is logged. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender shoppers see. */
  from: string;
  /**
   * EMAIL_RETRY_SECONDS: how long a job may run before it counts as lost (its process died) and
   * runs again, the wait before a failed send is tried again, and how old an unsent update the
   * periodic sweep queues again.
   */
  retrySeconds: number;
  /**
   * MORNING_NOTE_HOUR: from this hour of India's day (0–23) each owner's morning note goes out;
   * `off`: no note from this server (null).
   */
  morningNoteHour: number | null;
}

export const DEFAULT_MAIL_FROM = 'SneakerHub <updates@sneakerhub.in>';
const DEFAULT_EMAIL_RETRY_SECONDS = 60;
const DEFAULT_MORNING_NOTE_HOUR = 7;

/** SMTP_URL, MAIL_FROM, EMAIL_RETRY_SECONDS and MORNING_NOTE_HOUR; a URL that is not smtp(s) is refused. */
export function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // Said below, with what was expected.
    }
    if (!['smtp:', 'smtps:'].includes(protocol)) {
      throw new ConfigError(
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465.',
      );
    }
  }
  return {
    smtpUrl,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    retrySeconds:
      wholeNumber('EMAIL_RETRY_SECONDS', env.EMAIL_RETRY_SECONDS, 1, 3600) ?? DEFAULT_EMAIL_RETRY_SECONDS,
    morningNoteHour:
      env.MORNING_NOTE_HOUR === 'off'
        ? null
        : (wholeNumber('MORNING_NOTE_HOUR', env.MORNING_NOTE_HOUR, 0, 23) ?? DEFAULT_MORNING_NOTE_HOUR),
  };
}
