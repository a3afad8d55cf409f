/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes, so no text in it (a product's
 * description) can end the element or open a comment; and the two line separators JavaScript once
 * refused in strings.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
