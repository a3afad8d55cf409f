import type { ComplaintInput } from './complaints';
import { checkText } from './review-validation';
import { INVALID_EMAIL, isPlainEmail } from './email-address';

export type ComplaintErrors = Partial<Record<keyof ComplaintInput, string>>;

/** The longest complaint: room for the whole story, not for a file pasted in. */
export const COMPLAINT_MESSAGE_MAX_LENGTH = 2000;
/** The longest name, email, phone, order id or subject. */
export const COMPLAINT_FIELD_MAX_LENGTH = 200;

/** A phone given that is not one (the form words it per language from this). */
export const PHONE_INVALID = 'Phone must be a 10-digit number.';

/** An Indian mobile or landline with its STD code: 10 digits, a +91 or 0 in front allowed. */
const PHONE = /^(?:\+91|0)?[0-9]{10}$/;
// Line breaks and tabs in the message, no other control character anywhere (PostgreSQL stores no NUL).
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const LABELS: Record<keyof ComplaintInput, string> = {
  name: 'Your name',
  email: 'Email',
  phone: 'Phone',
  orderId: 'Order number',
  subject: 'Subject',
  message: 'Your complaint',
};

/** Why a field's text cannot be; an optional field left empty is fine. */
function textProblem(
  value: unknown,
  key: keyof ComplaintInput,
  { required, max, control }: { required: boolean; max: number; control: RegExp },
): string | undefined {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return empty && !required ? undefined : checkText(value, LABELS[key], max, control);
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The optional fields the shopper filled in, and only those. */
function optionalFields(input: Partial<Record<keyof ComplaintInput, unknown>>) {
  const phone = trimmed(input.phone).replace(/[\s-]/g, '');
  const orderId = trimmed(input.orderId);
  return { ...(phone ? { phone } : {}), ...(orderId ? { orderId } : {}) };
}

/**
 * One rule set for the grievance form and every backend: a name, a valid email, a subject and the
 * complaint itself; a phone (10 digits, spaces and dashes allowed) and an order number if given.
 * Returns the complaint trimmed, or the errors by field.
 */
export function validateComplaint(
  input: Partial<Record<keyof ComplaintInput, unknown>>,
): { complaint: ComplaintInput; errors: null } | { complaint: null; errors: ComplaintErrors } {
  const line = { max: COMPLAINT_FIELD_MAX_LENGTH, control: LINE_CONTROL };
  const errors: ComplaintErrors = {};
  const checks: [keyof ComplaintInput, string | undefined][] = [
    ['name', textProblem(input.name, 'name', { ...line, required: true })],
    ['email', textProblem(input.email, 'email', { ...line, required: true })],
    ['phone', textProblem(input.phone, 'phone', { ...line, required: false })],
    ['orderId', textProblem(input.orderId, 'orderId', { ...line, required: false })],
    ['subject', textProblem(input.subject, 'subject', { ...line, required: true })],
    [
      'message',
      textProblem(input.message, 'message', {
        required: true,
        max: COMPLAINT_MESSAGE_MAX_LENGTH,
        control: TEXT_CONTROL,
      }),
    ],
  ];
  for (const [key, problem] of checks) if (problem) errors[key] = problem;
  if (!errors.email && !isPlainEmail(trimmed(input.email))) errors.email = INVALID_EMAIL;
  const extra = optionalFields(input);
  if (!errors.phone && extra.phone && !PHONE.test(extra.phone)) {
    errors.phone = PHONE_INVALID;
  }
  if (Object.keys(errors).length > 0) return { complaint: null, errors };
  return {
    complaint: {
      name: trimmed(input.name),
      email: trimmed(input.email),
      subject: trimmed(input.subject),
      message: trimmed(input.message),
      ...extra,
    },
    errors: null,
  };
}
