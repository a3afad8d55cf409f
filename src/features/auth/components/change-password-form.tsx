import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@/kernel/hooks';
import { sessionEnded } from '@/kernel/session';
import { readApiError } from '@/shared/api-error';
import { FormAlert } from '@/shared/components/form-alert';
import { usePasswordChangeForm } from '@/shared/hooks/use-password-change-form';
import { passwordChangeWords } from '@/shared/password-change';
import { useChangePasswordMutation } from '../auth-api';
import { PasswordFields } from './password-fields';
import './auth-form.css';

/** The catalogue's `password.changed` in English (tests read it; catalogue-auth-words.test.ts holds the two equal). */
export const PASSWORD_CHANGED = 'Your password is changed. Every other device is logged out.';

/**
 * The current password and a new one (twice). The server ends every other session and answers
 * this one a fresh token, which the shop keeps (auth-slice, auth-listeners). A wrong current
 * password shows under its field; a refused session (ended elsewhere meanwhile) logs out here too.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const label = (name: keyof typeof passwordChangeWords) =>
    intl.formatMessage({ id: passwordChangeWords[name].label });
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
        <FormattedMessage id="password.title" />
      </h2>
      <form {...form} className="profile-details__form" aria-busy={isLoading}>
        <FormAlert message={alert} />
        <PasswordFields
          fields={[
            {
              label: label('currentPassword'),
              ...field('currentPassword'),
              autoComplete: 'current-password',
            },
            {
              label: label('newPassword'),
              ...field('newPassword'),
              autoComplete: 'new-password',
            },
            {
              label: label('confirmPassword'),
              ...field('confirmPassword'),
              autoComplete: 'new-password',
            },
          ]}
        />
        <div role="status" className="profile-details__status">
          {changed && (
            <p>
              <FormattedMessage id="password.changed" />
            </p>
          )}
        </div>
        <button type="submit" className="btn" disabled={isLoading}>
          <FormattedMessage id="password.change" />
        </button>
      </form>
    </section>
  );
}
