import type { IntlShape } from 'react-intl';
import type { FieldErrors } from '@/shared/hooks/use-form';
import type { MessageId } from '@/shared/i18n/message-id';
import { checkNewPassword } from '@/shared/password-change';

/** The new-password form's fields. */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** Each field's label and the error when it is left empty. */
export const newPasswordWords: Record<keyof NewPasswordValues, { label: MessageId; required: MessageId }> = {
  newPassword: { label: 'password.newPassword', required: 'password.newPasswordRequired' },
  confirmPassword: { label: 'password.confirmNewPassword', required: 'password.confirmNewPasswordRequired' },
};

/** Signup's rule for the new password (every backend's), and the two typed alike. */
export function validateNewPassword(
  intl: IntlShape,
  values: NewPasswordValues,
): FieldErrors<NewPasswordValues> {
  const errors: FieldErrors<NewPasswordValues> = {};
  for (const field of Object.keys(newPasswordWords) as (keyof NewPasswordValues)[]) {
    if (!values[field]) errors[field] = intl.formatMessage({ id: newPasswordWords[field].required });
  }
  checkNewPassword(intl, values, errors);
  return errors;
}

/** The email field's rule before anything is sent. */
export const validateEmail = (
  intl: IntlShape,
  { email }: { email: string },
): FieldErrors<{ email: string }> =>
  email.trim() ? {} : { email: intl.formatMessage({ id: 'form.emailRequired' }) };
