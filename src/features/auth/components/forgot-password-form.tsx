import { useState } from 'react';
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
  const { form, field, alert, submitting } = useForm({
    initialValues: { email: '' },
    validate: validateEmail,
    send: async ({ email }) => {
      setAnswer((await requestReset({ email: email.trim() }).unwrap()).message);
    },
    fieldErrorsFromServer: 'with-alert',
  });

  return (
    <form {...form} className="auth-form card" aria-busy={submitting}>
      <p>Enter the email of your account. We will send it a link to choose a new password.</p>
      <FormAlert message={alert} />
      <FormField label="Email" {...field('email')} type="email" autoComplete="email" required />
      <div role="status" className="auth-form__status">
        {answer && <p>{answer}</p>}
      </div>
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={submitting}>
          Send the link
        </button>
      </div>
      <p className="auth-form__switch">
        Remembered it? <Link to={paths.login}>Back to login</Link>
      </p>
    </form>
  );
}
