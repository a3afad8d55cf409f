import { useIntl } from 'react-intl';
import type { useCredentialsForm } from '../hooks/use-credentials-form';
import { FormField } from './form-field';

/**
 * A sign-in form's email and password. A shopper's email autocompletes as an email; a staff
 * member's as the console's own username, so a browser keeps the two sign-ins apart.
 */
export function CredentialsFields({
  field,
  emailAutoComplete,
}: {
  field: ReturnType<typeof useCredentialsForm>['field'];
  emailAutoComplete: 'email' | 'username';
}) {
  const intl = useIntl();
  return (
    <>
      <FormField
        label={intl.formatMessage({ id: 'form.email' })}
        {...field('email')}
        type="email"
        autoComplete={emailAutoComplete}
        required
      />
      <FormField
        label={intl.formatMessage({ id: 'form.password' })}
        {...field('password')}
        type="password"
        autoComplete="current-password"
        required
      />
    </>
  );
}
