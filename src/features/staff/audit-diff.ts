/** One field an audited action changed: what it was and what it became ('—' for nothing). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in a line of text: a string as itself, nothing as '—', anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * Before → after as the fields that differ, so an owner reads "price: 4999 → 5499" rather than
 * two objects to compare by eye. Something new or gone (one side null) lists every field it has.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: '', before: showValue(before), after: showValue(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: showValue(was[field]), after: showValue(now[field]) }));
}
