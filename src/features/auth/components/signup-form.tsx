import { Link, useLocation } from 'react-router-dom';
import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { MIN_PASSWORD_LENGTH } from '@/shared/constants';
import { INVALID_EMAIL, isPlainEmail } from '@/shared/email-address';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { useSignupMutation } from '../auth-api';
import { PasswordFields } from './password-fields';
import './auth-form.css';
import { paths } from '@/shared/paths';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const labels: Record<keyof SignupValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
};

const empty: SignupValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/**
 * Spec §5: every field required; mismatching passwords stop the form before anything is sent. The
 * email is one plain address and a password needs MIN_PASSWORD_LENGTH characters (spaces count),
 * as every backend checks.
 */
function validate(values: SignupValues): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = {};
  for (const field of Object.keys(labels) as (keyof SignupValues)[]) {
    if (!values[field].trim()) errors[field] = `${labels[field]} is required.`;
  }
  if (!errors.email && !isPlainEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!errors.password && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = inlineMessages.passwordTooShort;
  }
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = inlineMessages.passwordsMismatch;
  }
  return errors;
}

export function SignupForm() {
  const [signup] = useSignupMutation();
  const location = useLocation();
  const { form, field, alert, submitting } = useForm<SignupValues>({
    initialValues: empty,
    validate,
    send: async ({ firstName, lastName, email, password }) => {
      await signup({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        password,
      }).unwrap();
      notify.success(toastMessages.signedIn);
    },
    fieldErrorsFromServer: 'with-alert',
  });

  return (
    <form {...form} className="auth-form card" aria-busy={submitting}>
      <FormAlert message={alert} />
      <div className="auth-form__row">
        <FormField label={labels.firstName} {...field('firstName')} autoComplete="given-name" required />
        <FormField label={labels.lastName} {...field('lastName')} autoComplete="family-name" required />
      </div>
      <FormField label={labels.email} {...field('email')} type="email" autoComplete="email" required />
      <PasswordFields
        fields={[
          { label: labels.password, ...field('password'), autoComplete: 'new-password' },
          { label: labels.confirmPassword, ...field('confirmPassword'), autoComplete: 'new-password' },
        ]}
      />
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={submitting}>
          Create new account
        </button>
      </div>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <Link to={paths.login} state={location.state as unknown}>
          Log in
        </Link>
      </p>
    </form>
  );
}
