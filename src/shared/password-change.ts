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
  checkNewPassword(intl, values, errors, errors.currentPassword ? undefined : values.currentPassword);
  return errors;
}

/**
 * Signup's rule for a new password (every backend's), not the `current` one if given, and its
 * confirmation typed alike: into `errors`, beside a field's own error (which wins).
 */
export function checkNewPassword(
  intl: IntlShape,
  { newPassword, confirmPassword }: Pick<PasswordChangeValues, 'newPassword' | 'confirmPassword'>,
  errors: FieldErrors<Pick<PasswordChangeValues, 'newPassword' | 'confirmPassword'>>,
  current?: string,
): void {
  if (!errors.newPassword && newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = intl.formatMessage({ id: 'password.tooShort' }, { min: MIN_PASSWORD_LENGTH });
  } else if (!errors.newPassword && newPassword === current) {
    errors.newPassword = intl.formatMessage({ id: 'password.samePassword' });
  }
  if (!errors.confirmPassword && !errors.newPassword && newPassword !== confirmPassword) {
    errors.confirmPassword = intl.formatMessage({ id: 'password.mismatch' });
  }
}
