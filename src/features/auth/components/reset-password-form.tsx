import { useConfirmPasswordResetMutation } from '../password-reset-api';
import { newPasswordWords, validateNewPassword, type NewPasswordValues } from '../reset-values';
import { useForm } from '@/shared/hooks/use-form';
import { FormField } from '@/shared/components/form-field';
import { FormAlert } from '@/shared/components/form-alert';
import { paths } from '@/shared/paths';
import { Link } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './auth-form.css';

const EMPTY: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/**
 * The new password (twice) for the link's `token`. Done, it says so and sends the shopper to log
 * in; a link that no longer works says why and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [done, setDone] = useState<string | null>(null);
  const intl = useIntl();
  const { form, field, alert, submitting } = useForm<NewPasswordValues>({
    initialValues: EMPTY,
    validate: (values) => validateNewPassword(intl, values),
    send: async ({ newPassword }) => {
      setDone((await confirmReset({ token, newPassword }).unwrap()).message);
    },
    fieldErrorsFromServer: 'with-alert',
  });

  if (done) {
    return (
      <div className="auth-form card" role="status">
        <p>{done}</p>
        <Link to={paths.login} className="btn btn--block">
          <FormattedMessage id="password.logIn" />
        </Link>
      </div>
    );
  }
  return (
    <form {...form} className="auth-form card" aria-busy={submitting}>
      <FormAlert message={alert} />
      {(Object.keys(newPasswordWords) as (keyof NewPasswordValues)[]).map((name) => (
        <FormField
          key={name}
          label={intl.formatMessage({ id: newPasswordWords[name].label })}
          {...field(name)}
          type="password"
          autoComplete="new-password"
          required
        />
      ))}
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={submitting}>
          <FormattedMessage id="password.setNew" />
        </button>
      </div>
      <p className="auth-form__switch">
        <FormattedMessage
          id="password.linkNotWorking"
          values={{ link: (text: ReactNode[]) => <Link to={paths.forgotPassword}>{text}</Link> }}
        />
      </p>
    </form>
  );
}
