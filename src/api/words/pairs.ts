/** How the Hindi of src/api/words pairs with the English it stands for. */

/** A sentence made from arguments; the pair's types hold its Hindi to the English's arguments. */
type Wording = (...args: never[]) => string;

/** A refusal's English (its text, or the function that makes it) and its Hindi. */
export type Pair = { en: string; hi: string } | { en: Wording; hi: Wording };

/** A fixed sentence: found by its English text (also in a 400's `errors`). */
export const fixed = (en: string, hi: string): Pair => ({ en, hi });

/** A sentence made from arguments: found by its English function (thrown with `said`), same arguments. */
export const made = <A extends unknown[]>(en: (...args: A) => string, hi: (...args: A) => string): Pair => ({
  en: en as unknown as Wording,
  hi: hi as unknown as Wording,
});

/** The end of every rate limit's refusal. */
export const tryAgainIn = (minutes: number) => `${minutes} मिनट रुककर फिर से कोशिश करें।`;
