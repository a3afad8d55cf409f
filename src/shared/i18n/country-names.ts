import { LANGUAGE_TAGS, type Locale } from './locales';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let regionCodes: Map<string, string> | undefined;

/** English region names ('Indonesia') to their ISO codes ('ID'), read once from Intl's own data. */
function regionCodeOf(name: string): string | undefined {
  if (!regionCodes) {
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    regionCodes = new Map();
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = `${first}${second}`;
        const known = english.of(code);
        if (known) regionCodes.set(known.toLowerCase(), code);
      }
    }
  }
  return regionCodes.get(name.trim().toLowerCase());
}

/**
 * A product's country of origin in the page's language. Staff type it in English (the law asks for
 * it beside the MRP); Hindi pages show Intl's Hindi name for it ('Indonesia' → 'इंडोनेशिया'), and
 * the staff's words where Intl does not know the country.
 */
export function countryIn(country: string, locale: Locale): string {
  if (locale === 'en') return country;
  const code = regionCodeOf(country);
  return (code && new Intl.DisplayNames(LANGUAGE_TAGS[locale], { type: 'region' }).of(code)) || country;
}
