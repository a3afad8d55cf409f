/**
 * A refusal's words with what made them (issue 37): the English function of the message modules
 * and its arguments, so a request in Hindi gets the same message in Hindi (src/api/words). A fixed
 * sentence needs none: its English text is its key. `en: null` keeps the words English always.
 */
export interface Said {
  text: string;
  en: ((...args: never[]) => string) | null;
  args: readonly unknown[];
}

/** The words `en(...args)`, remembering how they were made (for their Hindi). */
export const said = <A extends unknown[]>(en: (...args: A) => string, ...args: A): Said => ({
  text: en(...args),
  en: en as unknown as Said['en'],
  args,
});

/** Words that stay English in every language (a client compares them: src/kernel/api.ts). */
export const verbatim = (text: string): Said => ({ text, en: null, args: [] });

/** A failure the handler expects: becomes `{ message, errors? }` with this status (and headers). */
export class HttpError extends Error {
  /** How the message was made, when it was made from arguments (or must stay English). */
  readonly said: Said | null;

  constructor(
    readonly status: number,
    message: string | Said,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'HttpError';
    this.said = typeof message === 'string' ? null : message;
  }
}

export const badRequest = (message: string | Said, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const notFound = (message: string | Said) => new HttpError(404, message);
