import { useIntl } from 'react-intl';
import { LoginForm } from '@/features/auth';
import { AuthScreen } from './components/auth-screen';

export function LoginScreen() {
  const intl = useIntl();
  return (
    <AuthScreen title={intl.formatMessage({ id: 'login.title' })}>
      <LoginForm />
    </AuthScreen>
  );
}
