import english from '@/shared/i18n/catalogues/en.json?compiled';
import hindi from '@/shared/i18n/catalogues/hi.json?compiled';
import type { Locale } from '@/shared/i18n/locales';

/** The words of a page's head in its language, from the shop's catalogues (compiled, as the browser reads them). */
const HEAD_TEXT = { en: english, hi: hindi } as const;

export type HeadTextId = 'head.shopTitle' | 'head.shopDescription' | 'head.price';

/** FormatJS's type of a literal part of a message (TYPE.literal: react-intl does not export the enum). */
const LITERAL = 0;

/** A message of plain text (these have no arguments): its literal parts, joined. */
const plainText = (message: (typeof english)[string] = []) =>
  message
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- TYPE.literal is 0, see above
    .map((element) => (element.type === LITERAL && 'value' in element ? element.value : ''))
    .join('');

export const headText = (locale: Locale, id: HeadTextId): string => plainText(HEAD_TEXT[locale][id]);
