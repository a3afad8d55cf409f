import { LoginForm } from '@/features/auth';
import { AuthScreen } from './components/auth-screen';

export function LoginScreen() {
  return (
    <AuthScreen title="Login">
      <LoginForm />
    </AuthScreen>
  );
}
