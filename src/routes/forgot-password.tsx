import { useIntl } from 'react-intl';
import { ForgotPasswordForm } from '@/features/auth';
import { AuthScreen } from './components/auth-screen';

/** /forgot-password: the email to send a reset link to. */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  return (
    <AuthScreen title={intl.formatMessage({ id: 'password.forgotTitle' })}>
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
