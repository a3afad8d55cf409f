import { useId } from 'react';
import { useAppDispatch } from '@/kernel/hooks';
import { sessionEnded } from '@/kernel/session';
import { readApiError } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { usePasswordChangeForm } from '@/shared/hooks/use-password-change-form';
import { passwordChangeLabels } from '@/shared/password-change';
import { useChangePasswordMutation } from '../auth-api';
import { PasswordFields } from './password-fields';
import './auth-form.css';

export const PASSWORD_CHANGED = 'Your password is changed. Every other device is logged out.';

/**
 * The current password and a new one (twice). The server ends every other session and answers
 * this one a fresh token, which the shop keeps (auth-slice, auth-listeners). A wrong current
 * password shows under its field; a refused session (ended elsewhere meanwhile) logs out here too.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { form, field, alert, changed } = usePasswordChangeForm(async (input) => {
    try {
      await changePassword(input).unwrap();
    } catch (error) {
      if (readApiError(error)?.status === 401) dispatch(sessionEnded({ reason: 'expired' }));
      throw error;
    }
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
            {
              label: passwordChangeLabels.currentPassword,
              ...field('currentPassword'),
              autoComplete: 'current-password',
            },
            {
              label: passwordChangeLabels.newPassword,
              ...field('newPassword'),
              autoComplete: 'new-password',
            },
            {
              label: passwordChangeLabels.confirmPassword,
              ...field('confirmPassword'),
              autoComplete: 'new-password',
            },
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
