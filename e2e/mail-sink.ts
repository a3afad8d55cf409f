import { appendFileSync, writeFileSync } from 'node:fs';
import { smtpSink } from '../server/testing/smtp-sink';

/**
 * The server journeys' mail server (playwright.config.ts starts it as the global setup when
 * E2E_BACKEND=server, and gives the server its SMTP_URL): the server tests' SMTP stand-in on
 * E2E_MAIL_PORT, each message it accepts kept as a line of JSON `{ to, raw }` in E2E_MAILBOX_FILE,
 * where a journey reads the emails the shop sent (e2e/mailbox.ts). Returns the teardown.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const file = process.env.E2E_MAILBOX_FILE ?? '';
  writeFileSync(file, '');
  const sink = await smtpSink(undefined, {
    port: Number(process.env.E2E_MAIL_PORT),
    onAccepted: (message) => appendFileSync(file, `${JSON.stringify(message)}\n`),
  });
  return () => sink.close();
}
