import { Link, useLocation } from 'react-router-dom';
import { CredentialsFields } from '@/shared/components/credentials-fields';
import { FormAlert } from '@/shared/components/form-alert';
import { useCredentialsForm } from '@/shared/hooks/use-credentials-form';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SHOP_NAME } from '@/shared/constants';
import { notify } from '@/shared/notify';
import { useGuestAccountMutation, useLoginMutation } from '../auth-api';
import './auth-form.css';
import { paths } from '@/shared/paths';

/**
 * Email and password, or a guest account in one click: 'Login as Guest' asks the backend for one
 * (the demo guest on the embedded mock, a fresh account on a shared server), fills the fields in
 * and logs in, so the shopper sees which account they are using. Navigation after success belongs to
 * the screen (a logged-in visitor of /login is sent on).
 */
export function LoginForm() {
  const [login] = useLoginMutation();
  const [requestGuest] = useGuestAccountMutation();
  const location = useLocation();
  const intl = useIntl();
  const { form, field, alert, submitWith, submitting } = useCredentialsForm(async (credentials) => {
    await login(credentials).unwrap();
    notify.success(intl.formatMessage({ id: 'login.loggedIn' }));
  });

  return (
    <form {...form} className="auth-form card" aria-busy={submitting}>
      <FormAlert message={alert} />
      <CredentialsFields field={field} emailAutoComplete="email" />
      <div className="auth-form__actions">
        <button type="submit" className="btn btn--block" disabled={submitting}>
          <FormattedMessage id="login.submit" />
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={submitting}
          onClick={() => void submitWith(() => requestGuest(undefined).unwrap())}
        >
          <FormattedMessage id="login.guest" />
        </button>
      </div>
      <p className="auth-form__switch">
        <Link to={paths.forgotPassword}>
          <FormattedMessage id="login.forgotPassword" />
        </Link>
      </p>
      <p className="auth-form__switch">
        <FormattedMessage
          id="login.newHere"
          values={{
            shop: SHOP_NAME,
            link: (text: ReactNode[]) => (
              <Link to={paths.signup} state={location.state as unknown}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
