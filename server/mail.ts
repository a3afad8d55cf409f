import nodemailer from 'nodemailer';
import {
  resetEmailText,
  resetEmailWords,
  resetLink,
  UPDATE_EMAIL_WORDS,
  type ResetEmail,
  type UpdateEmail,
} from '@/api';
import { localePath } from '@/shared/i18n/locales';
import { orderPath } from '@/shared/paths';
import type { MailConfig } from './config';

/** An update's email as it is sent: one subject, a plain-text part and an HTML part saying the same. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The email for `email`, in the shopper's language, linking to its order's page in it on the shop at `shopUrl`. */
export function composeEmail(email: UpdateEmail, shopUrl: string): ComposedEmail {
  const words = UPDATE_EMAIL_WORDS[email.language];
  const link = `${shopUrl}${localePath(email.language, orderPath(email.orderId))}`;
  const greeting = words.greeting(email.firstName);
  const text = [greeting, '', email.body, '', `${words.seeOrder}: ${link}`, '', words.signOff].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<h1 style="font-size:1.25rem">${escapeHtml(email.title)}</h1>
<p>${escapeHtml(email.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.seeOrder)}</a></p>
<p>${escapeHtml(words.signOff)}</p>
</body></html>`;
  return { subject: email.title, text, html };
}

/** Forgot password's email for `email`, its link to the new-password page on the shop at `shopUrl`. */
export function composeResetEmail(email: ResetEmail, shopUrl: string): ComposedEmail & { to: string } {
  const words = resetEmailWords(
    email.firstName,
    resetLink(shopUrl, email.token, email.language),
    email.language,
  );
  const [intro = '', after = ''] = words.paragraphs;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(words.link)}">${escapeHtml(words.linkText)}</a></p>
<p>${escapeHtml(after)}</p>
<p>— SneakerHub</p>
</body></html>`;
  return { to: email.to, subject: words.subject, text: resetEmailText(words), html };
}

/** Sends an update's email: over SMTP_URL, or, without it, into the log. Throws when SMTP refuses it. */
export type SendUpdateEmail = (email: UpdateEmail) => Promise<void>;
/** Sends forgot password's email, the same way. */
export type SendResetEmail = (email: ResetEmail) => Promise<void>;

/** Sends an email composed already (the owner's morning note) to one address; throws when SMTP refuses it. */
export type SendComposedEmail = (to: string, email: ComposedEmail) => Promise<void>;

export interface Mailer {
  send: SendUpdateEmail;
  sendReset: SendResetEmail;
  sendComposed: SendComposedEmail;
  close(): void;
}

export function mailer(
  config: MailConfig,
  shopUrl: string,
  log: (fields: Record<string, unknown>) => void,
): Mailer {
  if (config.smtpUrl === null) {
    const logged = (to: string, { subject, text }: ComposedEmail) => {
      log({ level: 'info', msg: 'email (no SMTP_URL: logged, not sent)', to, subject, text });
      return Promise.resolve();
    };
    return {
      send: (email) => logged(email.to, composeEmail(email, shopUrl)),
      sendReset: (email) => logged(email.to, composeResetEmail(email, shopUrl)),
      sendComposed: logged,
      close: () => undefined,
    };
  }
  // Every wait of a send ends well within EMAIL_RETRY_SECONDS, the job's lifetime: a send still
  // waiting when its job is taken as lost would hold the update's row while another process retries.
  const waitMs = Math.max(1000, Math.floor((config.retrySeconds * 1000) / 4));
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: waitMs,
    greetingTimeout: waitMs,
    socketTimeout: waitMs,
  });
  return {
    send: async (email) => {
      await transport.sendMail({ from: config.from, to: email.to, ...composeEmail(email, shopUrl) });
    },
    sendReset: async (email) => {
      await transport.sendMail({ from: config.from, ...composeResetEmail(email, shopUrl) });
    },
    sendComposed: async (to, email) => {
      await transport.sendMail({ from: config.from, to, ...email });
    },
    close: () => transport.close(),
  };
}
