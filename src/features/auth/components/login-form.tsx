import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { apiErrorMessage } from '@/shared/api-error';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { toastMessages } from '@/shared/messages';
import { notify } from '@/shared/notify';
import { useLoginMutation, type LoginPayload } from '../auth-api';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import './auth-form.css';

type LoginErrors = Partial<Record<keyof LoginPayload, string>>;

function missingFields({ email, password }: LoginPayload): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Email is required.';
  if (!password) errors.password = 'Password is required.';
  return errors;
}

/**
 * Email and password, or the demo account in one click: 'Login as Guest' fills the fields in and
 * logs in, so the shopper sees which account they are using. Navigation after success belongs to
 * the screen (a logged-in visitor of /login is sent on).
 */
export function LoginForm() {
  const [values, setValues] = useState<LoginPayload>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  // A second click can land before the disabled button re-renders: one request at a time.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const location = useLocation();

  const submit = async (credentials: LoginPayload) => {
    if (inFlight.current) return;
    const missing = missingFields(credentials);
    setErrors(missing);
    const firstMissing = Object.keys(missing)[0];
    if (firstMissing) {
      const input = form.current?.elements.namedItem(firstMissing);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    inFlight.current = true;
    setAlert(null);
    try {
      await login({ email: credentials.email.trim(), password: credentials.password }).unwrap();
      notify.success(toastMessages.loggedIn);
    } catch (error) {
      setAlert(apiErrorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  const loginAsGuest = () => {
    const guest = { ...GUEST_CREDENTIALS };
    setValues(guest);
    void submit(guest);
  };

  const change = (field: keyof LoginPayload) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error stays only until the person edits what it is about.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return (
    <form ref={form} className="auth-form card" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
      <FormAlert message={alert} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={isLoading}>
          Login
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={isLoading}
          onClick={loginAsGuest}
        >
          Login as Guest
        </button>
      </div>
      <p className="auth-form__switch">
        New to SneakerHub?{' '}
        <Link to="/signup" state={location.state as unknown}>
          Create an account
        </Link>
      </p>
    </form>
  );
}
