import { smtpSink, type SmtpSink } from './smtp-sink';

/** An SMTP sink per test, closed after it: `open()` starts this test's. */
export function smtpSinkEachTest(): { open(): Promise<SmtpSink> } {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });
  return {
    open: async () => {
      sink = await smtpSink();
      return sink;
    },
  };
}
