import type { IntlShape } from 'react-intl';
import {
  COMPLAINT_FIELD_MAX_LENGTH,
  COMPLAINT_MESSAGE_MAX_LENGTH,
  PHONE_INVALID,
  validateComplaint,
  type ComplaintErrors,
} from '@/shared/complaint-validation';
import type { ComplaintInput } from '@/shared/complaints';
import { INVALID_EMAIL } from '@/shared/email-address';
import type { MessageId } from '@/shared/i18n/message-id';

/** Each field as an error names it (the form's labels add "(optional)" to two of them). */
const FIELD_NAMES: Record<keyof ComplaintInput, MessageId> = {
  name: 'legal.field.name',
  email: 'legal.field.email',
  phone: 'legal.field.phone',
  orderId: 'legal.field.orderId',
  subject: 'legal.field.subject',
  message: 'legal.field.message',
};

/** Why a field failed the shared rules, as a catalogue message. */
function reasonOf(intl: IntlShape, key: keyof ComplaintInput, value: string, english: string): string {
  const field = intl.formatMessage({ id: FIELD_NAMES[key] });
  const max = key === 'message' ? COMPLAINT_MESSAGE_MAX_LENGTH : COMPLAINT_FIELD_MAX_LENGTH;
  if (value.trim() === '') return intl.formatMessage({ id: 'legal.complaint.required' }, { field });
  if (value.trim().length > max) return intl.formatMessage({ id: 'legal.complaint.tooLong' }, { field, max });
  if (english === INVALID_EMAIL) return intl.formatMessage({ id: 'legal.complaint.emailInvalid' });
  if (english === PHONE_INVALID) return intl.formatMessage({ id: 'legal.complaint.phoneInvalid' });
  return intl.formatMessage({ id: 'legal.complaint.plainText' }, { field });
}

/**
 * The complaint form's errors in the page's language. The rules stay one set, shared with the
 * server (validateComplaint, whose English the API answers); this only words each failed field.
 */
export function complaintErrorsIn(intl: IntlShape, values: Record<keyof ComplaintInput, string>) {
  const { errors } = validateComplaint(values);
  const worded: ComplaintErrors = {};
  for (const [key, english] of Object.entries(errors ?? {}) as [keyof ComplaintInput, string][])
    worded[key] = reasonOf(intl, key, values[key], english);
  return worded;
}
