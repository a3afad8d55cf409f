import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';

export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <section className="empty-state">
      <PageTitle>{intl.formatMessage({ id: 'notFound.title' })}</PageTitle>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link className="btn" to={paths.home}>
        <FormattedMessage id="notFound.goHome" />
      </Link>
    </section>
  );
}
