import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  return (
    <section className="auth-page">
      <div className="auth-page__inner">
        <PageTitle>{intl.formatMessage({ id: 'password.resetTitle' })}</PageTitle>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p role="alert">
            <FormattedMessage
              id="password.needsLink"
              values={{ link: (text: ReactNode[]) => <Link to={paths.forgotPassword}>{text}</Link> }}
            />
          </p>
        )}
      </div>
    </section>
  );
}
