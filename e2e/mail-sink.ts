import { writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * The server journeys' mail server (playwright.config.ts starts it as the global setup when
 * E2E_BACKEND=server, and gives the server its SMTP_URL): a local SMTP stand-in on loopback that
 * accepts every message and keeps each as a line of JSON `{ to, raw }` in E2E_MAILBOX_FILE, where a
 * journey reads the emails the shop sent (`e2e/mailbox.ts`). Returns the teardown that stops it.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_MAIL_PORT);
  const file = process.env.E2E_MAILBOX_FILE ?? '';
  writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        // Quoted-printable's soft line breaks joined, so a link reads whole.
        writeFileSync(file, `${JSON.stringify({ to, raw: raw.replace(/=\r?\n/g, '') })}\n`, { flag: 'a' });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
