import type { IntlShape } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from './constants';
import type { FieldErrors } from './hooks/use-form';
import type { MessageId } from './i18n/message-id';

/** A password change as its forms hold it: the shopper's profile and the staff console's account. */
export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Each field's label and the error when it is left empty, in the catalogues (the console reads English). */
export const passwordChangeWords: Record<
  keyof PasswordChangeValues,
  { label: MessageId; required: MessageId }
> = {
  currentPassword: { label: 'password.currentPassword', required: 'password.currentPasswordRequired' },
  newPassword: { label: 'password.newPassword', required: 'password.newPasswordRequired' },
  confirmPassword: { label: 'password.confirmNewPassword', required: 'password.confirmNewPasswordRequired' },
};

export const emptyPasswordChange: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The rules every backend applies (signup's for the new password), checked before sending. */
export function validatePasswordChange(
  intl: IntlShape,
  values: PasswordChangeValues,
): FieldErrors<PasswordChangeValues> {
  const errors: FieldErrors<PasswordChangeValues> = {};
  for (const field of Object.keys(passwordChangeWords) as (keyof PasswordChangeValues)[]) {
    if (!values[field]) errors[field] = intl.formatMessage({ id: passwordChangeWords[field].required });
  }
  if (!errors.newPassword && values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = intl.formatMessage({ id: 'password.tooShort' }, { min: MIN_PASSWORD_LENGTH });
  } else if (
    !errors.newPassword &&
    !errors.currentPassword &&
    values.newPassword === values.currentPassword
  ) {
    errors.newPassword = intl.formatMessage({ id: 'password.samePassword' });
  }
  if (!errors.confirmPassword && !errors.newPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = intl.formatMessage({ id: 'password.mismatch' });
  }
  return errors;
}
