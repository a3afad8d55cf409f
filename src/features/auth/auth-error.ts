import { errorMessage } from '@/app/api';
import { inlineMessages } from '@/shared/messages';

export interface ReadableError {
  /** The server's own words (DECISIONS: errors are shown), or the network fallback. */
  message: string;
  /** Per-field messages of a 400 answer, keyed by field name. */
  fields: Record<string, string>;
}

function fieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** What a failed login or signup tells the person: a network failure has no server message. */
export function readableError(error: unknown): ReadableError {
  return { message: errorMessage(error, inlineMessages.networkError), fields: fieldErrors(error) };
}
