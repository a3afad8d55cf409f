import { CredentialsFields } from '@/shared/components/credentials-fields';
import { FormAlert } from '@/shared/components/form-alert';
import { useCredentialsForm } from '@/shared/hooks/use-credentials-form';
import { useStaffLoginMutation } from '../staff-api';

/** The console's sign-in: a staff account's email and password (never a shopper's). */
export function StaffLoginForm() {
  const [login] = useStaffLoginMutation();
  const { form, field, alert, submitting } = useCredentialsForm((credentials) => login(credentials).unwrap());
  return (
    <form {...form} className="staff-form card" aria-busy={submitting}>
      <FormAlert message={alert} />
      <CredentialsFields field={field} emailAutoComplete="username" />
      <button type="submit" className="btn btn--block" disabled={submitting}>
        Sign in
      </button>
    </form>
  );
}
