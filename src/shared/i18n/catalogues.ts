import type { MessageFormatElement } from 'react-intl';
import compiledEnglish from './catalogues/en.json?compiled';
import { loadHindiSearch } from './hindi-search';
import type { Locale } from './locales';
import type { MessageId } from './message-id';

/** A catalogue: every id (check:messages holds both catalogues to the same ids). */
export type Messages = Record<MessageId, MessageFormatElement[]>;

const english = compiledEnglish as Messages;

/**
 * The catalogues, compiled at build time (build/messages.js). English is part of the shop's first
 * load; Hindi is a chunk of its own, fetched only for a page in Hindi (before it renders) or when
 * the shopper switches to it, so an English page never loads it.
 */
const loaded: Partial<Record<Locale, Messages>> = { en: english };
const loading: Partial<Record<Locale, Promise<Messages>>> = {};

const importers: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  // The Hindi search comes with the Hindi words: a Hindi page searches in Hindi from its first render.
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "messages-hi" */ './catalogues/hi.json?compiled'),
      loadHindiSearch(),
    ]).then(([m]) => m.default as Messages),
};

/** The language's messages once loaded; undefined before. */
export const loadedCatalogue = (locale: Locale): Messages | undefined => loaded[locale];

/** Loads the language's messages (once; every later call gets the same promise). */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  loading[locale] ??= importers[locale]().then((messages) => (loaded[locale] = messages));
  return loading[locale];
}
