import { sessionStore } from '@/shared/site-storage';
import { isAuthorization, isRequestMethod, type HeaderRow, type RequestDraft } from './tester-types';

export const LAST_REQUEST_KEY = 'sneakerhub:mockman:last-request';

function isHeaderRow(value: unknown): value is HeaderRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.id === 'string' &&
    typeof row.key === 'string' &&
    typeof row.value === 'string' &&
    typeof row.enabled === 'boolean'
  );
}

/** The request last sent from this tab, or null when there is none or it is unreadable. */
export function readLastRequest(): RequestDraft | null {
  const raw = sessionStore.get(LAST_REQUEST_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const { reqType, endpoint, body, headers } = parsed;
    if (!isRequestMethod(reqType) || typeof endpoint !== 'string' || typeof body !== 'string') return null;
    if (!Array.isArray(headers) || !headers.every(isHeaderRow)) return null;
    return { reqType, endpoint, body, headers };
  } catch {
    // A hand-edited value: start from the defaults.
    return null;
  }
}

/** Remembering is a convenience: a full or blocked storage keeps nothing and stops nothing. */
export function writeLastRequest(draft: RequestDraft): void {
  const { reqType, endpoint, body, headers } = draft;
  sessionStore.set(LAST_REQUEST_KEY, JSON.stringify({ reqType, endpoint, body, headers }));
}

/** After a logout the remembered request keeps everything but its token (the tab may be shared). */
export function forgetRememberedToken(): void {
  const last = readLastRequest();
  if (last?.headers.some(isAuthorization)) {
    writeLastRequest({ ...last, headers: last.headers.filter((row) => !isAuthorization(row)) });
  }
}
