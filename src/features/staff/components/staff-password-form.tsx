import { useIntl } from 'react-intl';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { usePasswordChangeForm } from '@/shared/hooks/use-password-change-form';
import { passwordChangeWords } from '@/shared/password-change';
import { useChangeStaffPasswordMutation } from '../staff-api';

export const STAFF_PASSWORD_CHANGED = 'Your password is changed. Your other sessions are signed out.';

const FIELDS = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['confirmPassword', 'new-password'],
] as const;

/**
 * The member's own password: the current one and a new one (twice), by the shoppers' rules. The
 * server ends the member's other sessions and renews this one's token (staff-session-slice); a
 * refused session (ended meanwhile) signs out here as any staff request's 401 does (kernel/api).
 */
export function StaffPasswordForm() {
  const [changePassword, { isLoading }] = useChangeStaffPasswordMutation();
  // The console is English only: its intl is always the English catalogue's.
  const intl = useIntl();
  const { form, field, alert, changed } = usePasswordChangeForm((input) => changePassword(input).unwrap());
  return (
    <form
      {...form}
      className="staff-form card staff-card"
      aria-label="Change your password"
      aria-busy={isLoading}
    >
      <h2>Password</h2>
      <FormAlert message={alert} />
      {FIELDS.map(([name, autoComplete]) => (
        <FormField
          key={name}
          label={intl.formatMessage({ id: passwordChangeWords[name].label })}
          {...field(name)}
          type="password"
          autoComplete={autoComplete}
          required
        />
      ))}
      <button type="submit" className="btn" disabled={isLoading}>
        Change password
      </button>
      <p role="status">{changed && STAFF_PASSWORD_CHANGED}</p>
    </form>
  );
}
