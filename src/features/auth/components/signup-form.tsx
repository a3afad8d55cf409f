import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorMessage, readApiError } from '@/shared/api-error';
import { inlineMessages, toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { useSignupMutation } from '../auth-api';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import './auth-form.css';
import { EyeIcon } from '@/shared/components/icons';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const labels: Record<keyof SignupValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
};

const empty: SignupValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** Spec §5: every field required; mismatching passwords stop the form before anything is sent. */
function validate(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of Object.keys(labels) as (keyof SignupValues)[]) {
    if (!values[field].trim()) errors[field] = `${labels[field]} is required.`;
  }
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = inlineMessages.passwordsMismatch;
  }
  return errors;
}

export function SignupForm() {
  const [values, setValues] = useState<SignupValues>(empty);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [showPasswords, setShowPasswords] = useState(false);
  const [signup, { isLoading }] = useSignupMutation();
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const location = useLocation();

  const focusField = (field: string) => {
    const input = form.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const invalid = validate(values);
    setErrors(invalid);
    const firstInvalid = Object.keys(invalid)[0];
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    inFlight.current = true;
    setAlert(null);
    try {
      const { firstName, lastName, email, password } = values;
      await signup({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        password,
      }).unwrap();
      notify.success(toastMessages.signedIn);
    } catch (error) {
      const fields = readApiError(error)?.errors ?? {};
      const known = Object.fromEntries(Object.entries(fields).filter(([field]) => field in labels));
      setErrors(known);
      setAlert(apiErrorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  const change = (field: keyof SignupValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error stays only until the person edits what it is about.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const passwordType = showPasswords ? 'text' : 'password';

  return (
    <form
      ref={form}
      className="auth-form card"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={isLoading}
    >
      <FormAlert message={alert} />
      <div className="auth-form__row">
        <FormField
          label={labels.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={change('firstName')}
          error={errors.firstName}
        />
        <FormField
          label={labels.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={change('lastName')}
          error={errors.lastName}
        />
      </div>
      <FormField
        label={labels.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <FormField
        label={labels.password}
        name="password"
        type={passwordType}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <FormField
        label={labels.confirmPassword}
        name="confirmPassword"
        type={passwordType}
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button
        type="button"
        className="auth-form__toggle"
        aria-pressed={showPasswords}
        onClick={() => setShowPasswords((shown) => !shown)}
      >
        <EyeIcon open={showPasswords} width={20} height={20} />
        Show passwords
      </button>
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={isLoading}>
          Create new account
        </button>
      </div>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <Link to="/login" state={location.state as unknown}>
          Log in
        </Link>
      </p>
    </form>
  );
}
