import { MAX_REVIEW_TEXT_LENGTH, MAX_REVIEW_TITLE_LENGTH } from './constants';
import type { ReviewInput } from './types';

export type ReviewErrors = Partial<Record<keyof ReviewInput, string>>;

export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;

// Plain text: line breaks and tabs in the text, no other control character anywhere (a NUL
// cannot even be stored in PostgreSQL). Markup is allowed: it is kept and shown as typed.
// eslint-disable-next-line no-control-regex
const TITLE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Why a required text field cannot be: missing, too long, or with control characters. */
export function checkText(value: unknown, label: string, max: number, control: RegExp): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return `${label} is required.`;
  if (value.trim().length > max) return `${label} must be at most ${max} characters.`;
  if (control.test(value)) return `${label} must be plain text, without control characters.`;
  return undefined;
}

/**
 * One rule set for the review form and every backend: a whole number of stars from 1 to 5, a
 * title and a text within their caps. Returns the review (title and text trimmed, otherwise as
 * typed) or the errors by field.
 */
export function validateReview(
  input: Partial<Record<keyof ReviewInput, unknown>>,
): { review: ReviewInput; errors: null } | { review: null; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const { rating } = input;
  if (rating === undefined || rating === null || rating === '') errors.rating = 'Rating is required.';
  else if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    errors.rating = 'Rating must be a whole number from 1 to 5.';
  }
  const title = checkText(input.title, 'Title', MAX_REVIEW_TITLE_LENGTH, TITLE_CONTROL);
  if (title) errors.title = title;
  const text = checkText(input.text, 'Review', MAX_REVIEW_TEXT_LENGTH, TEXT_CONTROL);
  if (text) errors.text = text;
  if (Object.keys(errors).length > 0) return { review: null, errors };
  return {
    review: { rating: rating as number, title: String(input.title).trim(), text: String(input.text).trim() },
    errors: null,
  };
}
