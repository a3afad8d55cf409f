import { FormAlert } from '@/shared/components/form-alert';
import { FormField } from '@/shared/components/form-field';
import { useForm, type FieldErrors } from '@/shared/hooks/use-form';
import { useStaffLoginMutation } from '../staff-api';

interface Credentials {
  email: string;
  password: string;
}

function missingFields({ email, password }: Credentials): FieldErrors<Credentials> {
  const errors: FieldErrors<Credentials> = {};
  if (!email.trim()) errors.email = 'Email is required.';
  if (!password) errors.password = 'Password is required.';
  return errors;
}

/** The console's sign-in: a staff account's email and password (never a shopper's). */
export function StaffLoginForm() {
  const [login] = useStaffLoginMutation();
  const { form, field, alert, submitting } = useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: missingFields,
    send: async ({ email, password }) => {
      await login({ email: email.trim(), password }).unwrap();
    },
  });
  return (
    <form {...form} className="staff-form card" aria-busy={submitting}>
      <FormAlert message={alert} />
      <FormField label="Email" {...field('email')} type="email" autoComplete="username" required />
      <FormField
        label="Password"
        {...field('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="btn btn--block" disabled={submitting}>
        Sign in
      </button>
    </form>
  );
}
