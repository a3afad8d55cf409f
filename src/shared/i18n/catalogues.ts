import type { MessageFormatElement } from 'react-intl';
import { englishCore, partFiles, type CataloguePart } from './catalogue-files';
import { loadHindiSearch } from './hindi-search';
import { LOCALES, type Locale } from './locales';
import type { MessageId } from './message-id';

export type { CataloguePart } from './catalogue-files';

/** A catalogue: every id (check:messages holds both catalogues to the same ids). */
export type Messages = Record<MessageId, MessageFormatElement[]>;

/**
 * The catalogues come in parts (src/shared/i18n/catalogue-parts.json, split at build time by
 * build/messages.js): `core` (the layout's words: English's is in the first load) and a part per
 * screen or group of screens, loaded with their screen's chunk (src/app/screens.ts). A language is
 * in use once a page in it has asked for it (loadCatalogue): a screen's parts load in every
 * language in use, so an English page never loads a Hindi part, and a switch of language loads the
 * parts of the screens met so far. Each part that arrives is merged into a new object, and
 * ShopIntl re-renders with it (subscribeCatalogues).
 */
const merged: Partial<Record<Locale, Messages>> = { en: englishCore as Messages };
/** The languages in use: a page in them has loaded (ready) or is loading its catalogue. */
const inUse = new Map<Locale, Promise<Messages>>();
const ready = new Set<Locale>();
/** The parts the screens met so far need (core always). */
const wanted = new Set<CataloguePart>(['core']);
const loadingParts = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function loadPart(locale: Locale, part: CataloguePart): Promise<void> {
  const key = `${locale}:${part}`;
  let loading = loadingParts.get(key);
  if (!loading) {
    loading = partFiles[locale][part]().then(({ default: messages }) => {
      merged[locale] = { ...merged[locale], ...(messages as Messages) };
      for (const listener of listeners) listener();
    });
    loadingParts.set(key, loading);
  }
  return loading;
}

/** The language's messages once its catalogue has loaded (with the parts loaded so far); undefined before. */
export const loadedCatalogue = (locale: Locale): Messages | undefined =>
  ready.has(locale) ? merged[locale] : undefined;

/** Calls `listener` whenever a part arrives; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Puts the language in use and loads its core and every part wanted so far (once; every later call
 * gets the same promise). A page renders in a language once this has resolved.
 */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  let loading = inUse.get(locale);
  if (!loading) {
    // The Hindi search comes with the Hindi words: a Hindi page searches in Hindi from its first render.
    const search = locale === 'hi' ? [loadHindiSearch()] : [];
    loading = Promise.all([...search, ...[...wanted].map((part) => loadPart(locale, part))]).then(() => {
      ready.add(locale);
      return merged[locale] as Messages;
    });
    inUse.set(locale, loading);
  }
  return loading;
}

/** Loads `parts` in every language in use, and in any language put in use later. */
export function loadParts(parts: readonly CataloguePart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  const inUseNow = LOCALES.filter((locale) => inUse.has(locale));
  return Promise.all(inUseNow.flatMap((locale) => parts.map((part) => loadPart(locale, part)))).then(
    () => undefined,
  );
}
