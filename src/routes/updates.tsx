import { UpdatesList } from '@/features/updates';
import { PageTitle } from '@/shared/components/page-title';
import { useIntl } from 'react-intl';
import './updates.css';

/** Issue 30: every message about the shopper's orders, newest first, each linking to its order. */
export function UpdatesScreen() {
  const intl = useIntl();
  return (
    <section className="updates">
      <PageTitle>{intl.formatMessage({ id: 'updates.title' })}</PageTitle>
      <UpdatesList />
    </section>
  );
}
