import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/auth';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';

/**
 * /reset-password?token=…: the page the emailed link opens, signed in or not (a shopper signed in
 * here is logged out everywhere once the password changes).
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <section className="auth-page">
      <div className="auth-page__inner">
        <PageTitle>Choose a new password</PageTitle>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert">
            This page needs the link from the email. <Link to={paths.forgotPassword}>Ask for one</Link>.
          </p>
        )}
      </div>
    </section>
  );
}
