import { DEFAULT_LOCALE, isLocale, type Locale } from '@/shared/i18n/locales';

/** A longer header is not a browser's: read as none (English), never parsed at length. */
const MAX_HEADER_CHARS = 500;

/** One entry of the list: a language range (`hi`, `hi-IN`, `*`) and an optional weight (`;q=0.8`). */
const ENTRY = /^([a-z]{1,8}(?:-[a-z0-9]{1,8})*|\*)(?:\s*;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/i;

/**
 * The shop's language a request asks for by its `Accept-Language` (RFC 9110 §12.5.4): the
 * weightiest entry whose primary tag the shop speaks (`hi`, `hi-IN`, `hi;q=0.9` are Hindi), the
 * first listed on a tie. Anything else — no header, `*`, languages the shop does not speak, a
 * malformed entry (skipped), an overlong header — is English.
 */
export function requestLocale(header: string | null): Locale {
  if (!header || header.length > MAX_HEADER_CHARS) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | null = null;
  for (const entry of header.split(',')) {
    const match = ENTRY.exec(entry.trim());
    if (!match) continue;
    const weight = match[2] === undefined ? 1 : Number(match[2]);
    const primary = (match[1] ?? '').split('-')[0]?.toLowerCase();
    if (weight > 0 && isLocale(primary) && (!best || weight > best.weight))
      best = { locale: primary, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
