import type { MessageFormatElement } from 'react-intl';
import english from '@/shared/i18n/catalogues/en.json?compiled&part=testCheckout';
import hindi from '@/shared/i18n/catalogues/hi.json?compiled&part=testCheckout';

/**
 * The test checkout's words, from the shop's catalogues (`testCheckout.*`, compiled at build time
 * like every part: docs/i18n.md). Both languages ride in this script, a few hundred bytes: it is
 * loaded by a page at its first online payment, and only where no real Razorpay is configured.
 */
export type WordId =
  | 'title'
  | 'close'
  | 'testMode'
  | 'amountToPay'
  | 'card'
  | 'cardNumber'
  | 'expiry'
  | 'cvv'
  | 'nameOnCard'
  | 'success'
  | 'failure'
  | 'upi'
  | 'upiId'
  | 'payWithUpi'
  | 'processing'
  | 'waitingForUpi'
  | 'paymentFailed'
  | 'failedDescription'
  | 'shopUnreachable'
  | 'upiInvalid'
  | 'upiUnreachable'
  | 'upiDeclined';

/** A message's pieces: its text, and each `{argument}` where it stands (the amount may be bold). */
export type Piece = { text: string } | { argument: string };

export interface Words {
  /** The page's language tag, as `Accept-Language` for the shop's answers (en-IN or hi-IN). */
  tag: string;
  pieces: (id: WordId) => Piece[];
  say: (id: WordId) => string;
}

// Literal text and a plain `{argument}`: the only kinds these messages use (check:messages holds
// each Hindi message to its English one's arguments).
const LITERAL = 0;
const ARGUMENT = 1;

function piecesOf(elements: MessageFormatElement[] | undefined, id: string): Piece[] {
  if (!elements) throw new Error(`the test checkout has no words for testCheckout.${id}`);
  return elements.map((element) => {
    const kind: number = element.type;
    if (kind === LITERAL && 'value' in element) return { text: element.value };
    if (kind === ARGUMENT && 'value' in element) return { argument: element.value };
    throw new Error(`testCheckout.${id} uses an ICU form the test checkout does not render`);
  });
}

/**
 * The words for the page the dialog opens over: Hindi when its `<html lang>` is Hindi (the shop's
 * `/hi` pages), English otherwise. Razorpay's own page speaks the shopper's language too.
 */
export function wordsFor(lang: string): Words {
  const hindiPage = /^hi\b/i.test(lang);
  const messages = hindiPage ? hindi : english;
  const pieces = (id: WordId) => piecesOf(messages[`testCheckout.${id}`], id);
  return {
    tag: hindiPage ? 'hi-IN' : 'en-IN',
    pieces,
    say: (id) =>
      pieces(id)
        .map((piece) => ('text' in piece ? piece.text : `{${piece.argument}}`))
        .join(''),
  };
}
