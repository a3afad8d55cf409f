import { HINDI_SEARCH_ANY_SNEAKER, HINDI_SEARCH_WORDS } from './i18n/search-words';
import type { CatalogueProduct } from './types';

type Searched = Pick<CatalogueProduct, 'title' | 'brand' | 'titleHi'>;

const DEVANAGARI = /[\u0900-\u097F]/;
const NUKTA = /\u093C/g;

/** Text as the Hindi search compares it: one Unicode form, no nukta (फ़ = फ), lower case. */
const fold = (text: string) => text.normalize('NFC').replace(NUKTA, '').toLowerCase();

const MEANINGS = new Map(Object.entries(HINDI_SEARCH_WORDS).map(([word, english]) => [fold(word), english]));
const ANY_SNEAKER = HINDI_SEARCH_ANY_SNEAKER.map(fold);

/** A word typed so far stands for the table's words it begins (at two letters or more: "दौड़" as typed). */
const begun = (words: Iterable<string>, typed: string) =>
  [...words].filter((word) => word === typed || (typed.length >= 2 && word.startsWith(typed)));

/** Whether an English word of the table is in the title or brand: a word's start, or with '.' the whole word. */
function inEnglish(product: Searched, english: string): boolean {
  const words = `${product.title} ${product.brand}`.toLowerCase().split(/[^a-z0-9]+/);
  return english.endsWith('.')
    ? words.includes(english.slice(0, -1))
    : words.some((word) => word.startsWith(english));
}

function wordMatches(product: Searched, word: string, titleHi: string): boolean {
  if (ANY_SNEAKER.includes(word) || titleHi.includes(word)) return true;
  if (!DEVANAGARI.test(word)) return `${product.title} ${product.brand}`.toLowerCase().includes(word);
  const meanings = begun(MEANINGS.keys(), word).flatMap((key) => MEANINGS.get(key) ?? []);
  if (meanings.some((english) => inEnglish(product, english))) return true;
  return meanings.length === 0 && begun(ANY_SNEAKER, word).length > 0;
}

/**
 * The product list's search for a text with Devanagari in it (issue 37): the Hindi title holds it,
 * or every word of it is in the Hindi title, means a word of the English title or brand
 * (src/shared/i18n/search-words.ts: नाइकी is Nike, दौड़ने a runner), or names any sneaker (जूते).
 * A text without Devanagari is the English rule's alone (spec §5), unchanged.
 */
export function matchesHindiSearch(product: Searched, searchValue: string): boolean {
  const needle = fold(searchValue.trim());
  if (!DEVANAGARI.test(needle)) return false;
  const titleHi = fold(product.titleHi ?? '');
  if (titleHi.includes(needle)) return true;
  return needle.split(/\s+/).every((word) => wordMatches(product, word, titleHi));
}
