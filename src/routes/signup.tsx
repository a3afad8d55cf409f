import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn } from '@/app/session';
import { SignupForm, useReturnPath } from '@/features/auth';
import { PageTitle } from '@/shared/components/page-title';

/** Signing up logs in: then on to the remembered page, as after a login. */
export function SignupScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const returnPath = useReturnPath();
  if (loggedIn) return <Navigate to={returnPath} replace />;
  return (
    <section className="auth-page">
      <div className="auth-page__inner">
        <PageTitle>Signup</PageTitle>
        <SignupForm />
      </div>
    </section>
  );
}
