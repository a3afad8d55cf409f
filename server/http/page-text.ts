import type { MessageFormatElement } from 'react-intl';
import english from '@/shared/i18n/catalogues/en.json?compiled';
import hindi from '@/shared/i18n/catalogues/hi.json?compiled';
import type { Locale } from '@/shared/i18n/locales';

/** The words of a page's head in its language, from the shop's catalogues (compiled, as the browser reads them). */
const HEAD_TEXT = { en: english, hi: hindi } as const;

export type HeadTextId = 'head.shopTitle' | 'head.shopDescription' | 'head.price';

/** FormatJS's type of a literal part of a message (its TYPE.literal). */
const LITERAL = 0;

/** A message of plain text (these have no arguments): its literal parts, joined. */
const plainText = (message: readonly MessageFormatElement[] = []) =>
  message.map((element) => (element.type === LITERAL ? element.value : '')).join('');

export const headText = (locale: Locale, id: HeadTextId): string => plainText(HEAD_TEXT[locale][id]);
