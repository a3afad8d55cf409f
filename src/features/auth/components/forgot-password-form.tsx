import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm } from '@/shared/hooks/use-form';
import { paths } from '@/shared/paths';
import { useRequestPasswordResetMutation } from '../password-reset-api';
import { validateEmail } from '../reset-values';
import './auth-form.css';

/**
 * Asks for the email to send a reset link to. The answer is the same whether or not the email has
 * an account (the backend's sentence, shown as it comes), so the page tells no one which it is.
 */
export function ForgotPasswordForm() {
  const [requestReset] = useRequestPasswordResetMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const intl = useIntl();
  const { form, field, alert, submitting } = useForm({
    initialValues: { email: '' },
    validate: (values) => validateEmail(intl, values),
    send: async ({ email }) => {
      setAnswer((await requestReset({ email: email.trim() }).unwrap()).message);
    },
    fieldErrorsFromServer: 'with-alert',
  });

  return (
    <form {...form} className="auth-form card" aria-busy={submitting}>
      <p>
        <FormattedMessage id="password.forgotIntro" />
      </p>
      <FormAlert message={alert} />
      <FormField
        label={intl.formatMessage({ id: 'form.email' })}
        {...field('email')}
        type="email"
        autoComplete="email"
        required
      />
      <div role="status" className="auth-form__status">
        {answer && <p>{answer}</p>}
      </div>
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={submitting}>
          <FormattedMessage id="password.sendLink" />
        </button>
      </div>
      <p className="auth-form__switch">
        <FormattedMessage
          id="password.remembered"
          values={{ link: (text: ReactNode[]) => <Link to={paths.login}>{text}</Link> }}
        />
      </p>
    </form>
  );
}
