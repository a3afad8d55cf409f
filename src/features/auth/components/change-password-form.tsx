import { useId, useState } from 'react';
import { useAppDispatch } from '@/kernel/hooks';
import { sessionEnded } from '@/kernel/session';
import { readApiError } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { inlineMessages, serverMessages } from '@/shared/messages';
import { useChangePasswordMutation } from '../auth-api';
import { PasswordFields } from './password-fields';
import './auth-form.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const labels: Record<keyof PasswordValues, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const PASSWORD_CHANGED = 'Your password is changed. Every other device is logged out.';

/** The rules every backend applies (signup's for the new password), checked before sending. */
function validate(values: PasswordValues): FieldErrors<PasswordValues> {
  const errors: FieldErrors<PasswordValues> = {};
  for (const field of Object.keys(labels) as (keyof PasswordValues)[]) {
    if (!values[field]) errors[field] = `${labels[field]} is required.`;
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

/**
 * The current password and a new one (twice). The server ends every other session and answers
 * this one a fresh token, which the shop keeps (auth-slice, auth-listeners). A wrong current
 * password shows under its field; a refused session (ended elsewhere meanwhile) logs out here too.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const [changed, setChanged] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { form, field, alert, fill } = useForm<PasswordValues>({
    initialValues: empty,
    validate,
    send: async ({ currentPassword, newPassword }) => {
      setChanged(false);
      try {
        await changePassword({ currentPassword, newPassword }).unwrap();
      } catch (error) {
        if (readApiError(error)?.status === 401) dispatch(sessionEnded({ reason: 'expired' }));
        throw error;
      }
      fill(Object.keys(empty) as (keyof PasswordValues)[], () => empty);
      setChanged(true);
    },
    fieldErrorsFromServer: 'instead-of-alert',
  });

  return (
    <section className="profile-details__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-details__heading">
        Password
      </h2>
      <form {...form} className="profile-details__form" aria-busy={isLoading}>
        <FormAlert message={alert} />
        <PasswordFields
          fields={[
            { label: labels.currentPassword, ...field('currentPassword'), autoComplete: 'current-password' },
            { label: labels.newPassword, ...field('newPassword'), autoComplete: 'new-password' },
            { label: labels.confirmPassword, ...field('confirmPassword'), autoComplete: 'new-password' },
          ]}
        />
        <div role="status" className="profile-details__status">
          {changed && <p>{PASSWORD_CHANGED}</p>}
        </div>
        <button type="submit" className="btn" disabled={isLoading}>
          Change password
        </button>
      </form>
    </section>
  );
}
