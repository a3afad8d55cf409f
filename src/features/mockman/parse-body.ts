export type ParsedBody = { ok: true; value: unknown } | { ok: false };

/** Spec §5: the body must be valid JSON; an empty body is not. */
export function parseBody(text: string): ParsedBody {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
