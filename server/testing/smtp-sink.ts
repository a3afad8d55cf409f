import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** How long a test waits for an email its server sends through the queue (a retry included). */
export const SENT_WITHIN_MS = 20_000;

/** A message the sink accepted: its envelope and its raw text, soft line breaks joined. */
export interface SunkMessage {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL names. */
  url: string;
  messages: SunkMessage[];
  close(): Promise<void>;
}

/**
 * A local SMTP server (smtp-server) on loopback and a free port (or `port`) that accepts every
 * message, without TLS or login, and hands each to `onAccepted` too. `beforeAccepting` runs as each message's data arrives, before the sink says OK: a
 * test can stop a server process there, as a crash in the middle of sending, or refuse the message
 * (a mailbox that does not exist) by throwing.
 */
export async function smtpSink(
  beforeAccepting: (message: { to: string[] }) => Promise<void> = () => Promise.resolve(),
  { port = 0, onAccepted }: { port?: number; onAccepted?: (message: SunkMessage) => void } = {},
): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
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
        void beforeAccepting({ to }).then(() => {
          const message = { to, raw: raw.replace(/=\r?\n/g, '') };
          messages.push(message);
          onAccepted?.(message);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
