import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineMessages } from '@/shared/messages';

/** The English catalogue as written (its text, not the compiled messages the shop imports). */
const english = JSON.parse(
  readFileSync(join(__dirname, '../src/shared/i18n/catalogues/en.json'), 'utf8'),
) as Record<string, string>;

/**
 * The account screens' words (wishlist, profile, orders, updates, legal pages) that tests and the
 * backend also read from their modules: the English catalogue holds them word for word. Kept apart
 * from catalogue-spec-words.test.ts so the two screens' conversions merge cleanly.
 */
const sameWords: [string, string][] = [
  ['wishlist.emptyTitle', inlineMessages.wishlistEmptyTitle],
  ['wishlist.emptyText', inlineMessages.wishlistEmptyText],
];

describe('the English catalogue and the modules that hold the account screens’ words', () => {
  it.each(sameWords)('%s reads "%s"', (id, words) => {
    expect(english[id]).toBe(words);
  });
});
