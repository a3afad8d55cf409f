/**
 * A cursor list as the console reads it (orders, the audit log, complaints): pages read one after
 * another, each naming in `next` the cursor `after` of the one that follows.
 */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { next: string | null }) => last.next,
};

/** The query string of a list read: only the filters set, and the cursor when there is one. */
export function listQuery(params: Record<string, string>, after: string | null): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
  if (after) search.set('after', after);
  const text = search.toString();
  return text ? `?${text}` : '';
}
