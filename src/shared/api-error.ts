import { NETWORK_ERROR } from './request-words';
import type { ApiError, UnexpectedFailure } from './types';

/** A failed request as the shop reads it. */
export interface ReadApiError {
  /** The HTTP status, or RTK Query's name for a request that got no answer ('FETCH_ERROR', …). */
  status: number | string;
  /** The server's own words (DECISIONS: errors are shown); null when it gave none. */
  message: string | null;
  /** Per-field messages of a 400 answer, keyed by field name. */
  errors: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The one reader of a failed request's error (RTK Query's `{ status, data }` with the server's
 * `ApiError` as data). Anything else — a thrown exception, no error at all — reads as null.
 */
export function readApiError(error: unknown): ReadApiError | null {
  if (!isRecord(error)) return null;
  const { status } = error;
  if (typeof status !== 'number' && typeof status !== 'string') return null;
  const data: Partial<Record<keyof ApiError | keyof UnexpectedFailure, unknown>> = isRecord(error.data)
    ? error.data
    : {};
  const errors = isRecord(data.errors)
    ? Object.fromEntries(
        Object.entries(data.errors).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};
  return {
    status,
    message: nonEmpty(data.message) ?? unexpectedFailure(data.error, data.requestId),
    errors,
  };
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A 500's `error`, naming its request id so the shopper can quote it and support can find the log. */
function unexpectedFailure(error: unknown, requestId: unknown): string | null {
  const words = nonEmpty(error);
  const id = nonEmpty(requestId);
  if (!words) return null;
  return id ? `${words} (request ${id}). Please try again.` : `${words}. Please try again.`;
}

/** What a failed request tells the shopper: the server's words, or the network fallback. */
export function apiErrorMessage(error: unknown): string {
  return readApiError(error)?.message ?? NETWORK_ERROR;
}
