/**
 * The one rule for an email address the shop stores or writes to: signup, staff accounts, the
 * grievance form — every backend and every form that checks one. An address is one plain
 * `local@domain` and nothing else: no display name (`x<victim@evil.example>`), no list
 * (`a,b@evil.example`), no angle bracket, double quote, backslash, parenthesis, semicolon, colon,
 * whitespace or control character — each of which a mailer may read as another recipient. The
 * local part is RFC 5322's dot-atom (letters, digits, ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots
 * between them); the domain is two or more DNS labels, the last of letters. At most 64 + 1 + 253
 * characters, as SMTP allows.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

/** The message every form and backend gives for an address that is not one plain `local@domain`. */
export const INVALID_EMAIL = 'Enter one email address, such as name@example.in.';

/** Whether `text` (trimmed first, as every form and backend trims it) is one plain address. */
export function isPlainEmail(text: string): boolean {
  const email = text.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return (
    local.length <= MAX_LOCAL && domain.length <= MAX_DOMAIN && LOCAL_PART.test(local) && DOMAIN.test(domain)
  );
}
