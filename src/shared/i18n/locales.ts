/**
 * The shop's languages (issue 37): English where the pages have always been, Hindi under `/hi`.
 * Every place that turns a page into a URL in a language (the router's basename, the language
 * link, the server's alternates and sitemap) goes through `localePath` and `localeOf`.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The path every page of a language lives under ('' for English: its URLs never change). */
const BASES: Record<Locale, string> = { en: '', hi: '/hi' };

/** The BCP 47 tag: `<html lang>`, `hreflang`, and every Intl formatter's locale. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Open Graph's `og:locale`. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The language control's name, in its own language (what a reader of it looks for). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The router's basename for a language: '' or '/hi'. */
export const localeBase = (locale: Locale) => BASES[locale];

/** The language a path is in: '/hi' and '/hi/…' are Hindi, everything else English. */
export function localeOf(pathname: string): Locale {
  const base = BASES.hi;
  return pathname === base || pathname.startsWith(`${base}/`) ? 'hi' : 'en';
}

/** The path without its language's base: '/hi/cart' → '/cart', '/hi' → '/'. */
export function withoutLocale(pathname: string): string {
  const base = BASES[localeOf(pathname)];
  return pathname.slice(base.length) || '/';
}

/** A page's path (as src/shared/paths.ts writes it) in a language: ('hi', '/cart') → '/hi/cart'. */
export function localePath(locale: Locale, path: string): string {
  const base = BASES[locale];
  return path === '/' && base ? base : `${base}${path}`;
}

/** The same page (path and query) in another language. */
export const samePageIn = (locale: Locale, pathname: string, search = '') =>
  `${localePath(locale, withoutLocale(pathname))}${search}`;

/** The cookie that remembers the shopper's choice: the server sends `/` to `/hi` when it says 'hi'. */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie's `Set-Cookie`/`document.cookie` text for a choice. */
export const languageCookie = (locale: Locale) =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

/** The language a `Cookie` header (or `document.cookie`) remembers; null when none was chosen. */
export function rememberedLocale(cookies: string | undefined): Locale | null {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** A page's address (path and query) without its language's base: '/hi/productlist?x=1' → '/productlist?x=1'. */
export function addressWithoutLocale(address: string): string {
  const at = address.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [address, ''] : [address.slice(0, at), address.slice(at)];
  return `${withoutLocale(pathname)}${rest}`;
}
