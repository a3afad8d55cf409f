import { useForm, type FieldErrors } from './use-form';

interface Credentials {
  email: string;
  password: string;
}

function missingCredentials({ email, password }: Credentials): FieldErrors<Credentials> {
  const errors: FieldErrors<Credentials> = {};
  if (!email.trim()) errors.email = 'Email is required.';
  if (!password) errors.password = 'Password is required.';
  return errors;
}

/**
 * A sign-in form's controller, the shopper's and the staff console's: both fields are required and
 * the email is sent without the spaces a paste brings. `signIn` throws a refusal (`unwrap()`).
 */
export function useCredentialsForm(signIn: (credentials: Credentials) => Promise<unknown>) {
  return useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: missingCredentials,
    send: async ({ email, password }) => {
      await signIn({ email: email.trim(), password });
    },
  });
}
