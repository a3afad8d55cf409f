import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import type { FieldErrors } from '@/shared/hooks/use-form';
import { inlineMessages } from '@/shared/messages';

/** The new-password form's fields. */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export const newPasswordLabels: Record<keyof NewPasswordValues, string> = {
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

/** Signup's rule for the new password (every backend's), and the two typed alike. */
export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordValues> {
  const errors: FieldErrors<NewPasswordValues> = {};
  for (const field of Object.keys(newPasswordLabels) as (keyof NewPasswordValues)[]) {
    if (!values[field]) errors[field] = `${newPasswordLabels[field]} is required.`;
  }
  if (!errors.newPassword && values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = inlineMessages.passwordTooShort;
  }
  if (!errors.confirmPassword && !errors.newPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = inlineMessages.passwordsMismatch;
  }
  return errors;
}

/** The email field's rule before anything is sent. */
export const validateEmail = ({ email }: { email: string }): FieldErrors<{ email: string }> =>
  email.trim() ? {} : { email: 'Email is required.' };
