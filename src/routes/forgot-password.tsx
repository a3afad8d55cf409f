import { ForgotPasswordForm } from '@/features/auth';
import { AuthScreen } from './components/auth-screen';

/** /forgot-password: the email to send a reset link to. */
export function ForgotPasswordScreen() {
  return (
    <AuthScreen title="Forgot password">
      <ForgotPasswordForm />
    </AuthScreen>
  );
}
