import { LANGUAGE_TAGS, type Locale } from './locales';

/**
 * One Intl formatter per language and options, made the first time it is asked for: building one
 * loads its locale data, which an English page should not pay for Hindi (nor at its first paint).
 */
export function formatterPerLocale<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made: Partial<Record<Locale, F>> = {};
  return (locale) => (made[locale] ??= make(LANGUAGE_TAGS[locale]));
}
