import { SignupForm } from '@/features/auth';
import { AuthScreen } from './components/auth-screen';

/** Signing up logs in: then on to the remembered page, as after a login. */
export function SignupScreen() {
  return (
    <AuthScreen title="Signup">
      <SignupForm />
    </AuthScreen>
  );
}
