import { MIN_PASSWORD_LENGTH } from './constants';
import type { FieldErrors } from './hooks/use-form';
import { inlineMessages, serverMessages } from './messages';

/** A password change as its forms hold it: the shopper's profile and the staff console's account. */
export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const passwordChangeLabels: Record<keyof PasswordChangeValues, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

export const emptyPasswordChange: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The rules every backend applies (signup's for the new password), checked before sending. */
export function validatePasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeValues> {
  const errors: FieldErrors<PasswordChangeValues> = {};
  for (const field of Object.keys(passwordChangeLabels) as (keyof PasswordChangeValues)[]) {
    if (!values[field]) errors[field] = `${passwordChangeLabels[field]} is required.`;
  }
  if (!errors.newPassword && values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = inlineMessages.passwordTooShort;
  } else if (
    !errors.newPassword &&
    !errors.currentPassword &&
    values.newPassword === values.currentPassword
  ) {
    errors.newPassword = serverMessages.samePassword;
  }
  if (!errors.confirmPassword && !errors.newPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = inlineMessages.passwordsMismatch;
  }
  return errors;
}
