import { useIntl } from 'react-intl';
import { SignupForm } from '@/features/auth';
import { AuthScreen } from './components/auth-screen';

/** Signing up logs in: then on to the remembered page, as after a login. */
export function SignupScreen() {
  const intl = useIntl();
  return (
    <AuthScreen title={intl.formatMessage({ id: 'signup.title' })}>
      <SignupForm />
    </AuthScreen>
  );
}
