import { Link } from 'react-router-dom';
import { PageTitle } from '@/shared/components/page-title';
import { inlineMessages } from '@/shared/messages';

export function NotFoundScreen() {
  return (
    <section className="empty-state">
      <PageTitle>Page not found</PageTitle>
      <p>{inlineMessages.notFound}</p>
      <Link className="btn" to="/">
        {inlineMessages.goHome}
      </Link>
    </section>
  );
}
