import { Link } from 'react-router-dom';
import { PageTitle } from '@/shared/components/page-title';
import { inlineMessages } from '@/shared/messages';
import { paths } from '@/shared/paths';

export function NotFoundScreen() {
  return (
    <section className="empty-state">
      <PageTitle>Page not found</PageTitle>
      <p>{inlineMessages.notFound}</p>
      <Link className="btn" to={paths.home}>
        {inlineMessages.goHome}
      </Link>
    </section>
  );
}
