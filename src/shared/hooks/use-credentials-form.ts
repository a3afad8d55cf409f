import { useIntl, type IntlShape } from 'react-intl';
import { useForm, type FieldErrors } from './use-form';

interface Credentials {
  email: string;
  password: string;
}

function missingCredentials(intl: IntlShape, { email, password }: Credentials): FieldErrors<Credentials> {
  const errors: FieldErrors<Credentials> = {};
  if (!email.trim()) errors.email = intl.formatMessage({ id: 'form.emailRequired' });
  if (!password) errors.password = intl.formatMessage({ id: 'form.passwordRequired' });
  return errors;
}

/**
 * A sign-in form's controller, the shopper's and the staff console's: both fields are required and
 * the email is sent without the spaces a paste brings. `signIn` throws a refusal (`unwrap()`).
 */
export function useCredentialsForm(signIn: (credentials: Credentials) => Promise<unknown>) {
  const intl = useIntl();
  return useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: (values) => missingCredentials(intl, values),
    send: async ({ email, password }) => {
      await signIn({ email: email.trim(), password });
    },
  });
}
