import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '@/kernel/hooks';
import { selectIsLoggedIn } from '@/kernel/session';
import { useReturnPath } from '@/features/auth';
import { PageTitle } from '@/shared/components/page-title';

/**
 * The login and signup screens' frame. Logged in (just now, in another tab, or already): on to
 * the remembered page, history replaced.
 */
export function AuthScreen({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const returnPath = useReturnPath();
  if (loggedIn) return <Navigate to={returnPath} replace />;
  return (
    <section className="auth-page">
      <div className="auth-page__inner">
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </section>
  );
}
