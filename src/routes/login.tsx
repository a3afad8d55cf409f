import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn } from '@/app/session';
import { LoginForm, useReturnPath } from '@/features/auth';
import { PageTitle } from '@/shared/components/page-title';

/** Logged in (just now, in another tab, or already): on to the remembered page, history replaced. */
export function LoginScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const returnPath = useReturnPath();
  if (loggedIn) return <Navigate to={returnPath} replace />;
  return (
    <section className="auth-page">
      <div className="auth-page__inner">
        <PageTitle>Login</PageTitle>
        <LoginForm />
      </div>
    </section>
  );
}
