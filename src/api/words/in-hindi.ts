/**
 * A refusal's words in Hindi (issue 37), from the one catalogue of them (hindi-refusals.ts,
 * hindi-order-refusals.ts). Words it does not hold stay English: a refusal only staff or the
 * request tester meet is English by design (docs/i18n.md), never a failure.
 */
import type { HttpError } from '@/api/http/http-error';
import { ORDER_REFUSALS } from './hindi-order-refusals';
import { SHOPPING_REFUSALS } from './hindi-refusals';
import type { Pair } from './pairs';

type Hindi = Pair['hi'];

/** The Hindi by English: a fixed sentence's text, or a made sentence's English function. */
const HINDI: ReadonlyMap<unknown, Hindi> = new Map(
  [...SHOPPING_REFUSALS, ...ORDER_REFUSALS].map((pair) => [pair.en, pair.hi]),
);

/** A fixed sentence in Hindi, or itself when the catalogue has none. */
function sentenceInHindi(english: string): string {
  const hindi = HINDI.get(english);
  return typeof hindi === 'string' ? hindi : english;
}

function messageInHindi({ message, said }: HttpError): string {
  if (said?.en === null) return message;
  if (said?.en) {
    const hindi = HINDI.get(said.en);
    return typeof hindi === 'function' ? hindi(...(said.args as never[])) : message;
  }
  return sentenceInHindi(message);
}

/**
 * The body of a refusal in Hindi: its message, and each of its `errors`. A message that joins its
 * `errors` (a form's 400 naming every field) joins their Hindi.
 */
export function refusalInHindi(error: HttpError): { message: string; errors?: Record<string, string> } {
  if (!error.errors) return { message: messageInHindi(error) };
  const fields = Object.entries(error.errors);
  // A field whose words are the message's (a refusal naming one field) is worded as the message is.
  const inHindi = (text: string) => (text === error.message ? messageInHindi(error) : sentenceInHindi(text));
  const errors = Object.fromEntries(fields.map(([field, text]) => [field, inHindi(text)]));
  const joined = fields.map(([, text]) => text).join(' ') === error.message;
  return { message: joined ? Object.values(errors).join(' ') : messageInHindi(error), errors };
}
