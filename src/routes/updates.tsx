import { UpdatesList } from '@/features/updates';
import { PageTitle } from '@/shared/components/page-title';
import { updateMessages } from '@/shared/update-messages';
import './updates.css';

/** Issue 30: every message about the shopper's orders, newest first, each linking to its order. */
export function UpdatesScreen() {
  return (
    <section className="updates">
      <PageTitle>{updateMessages.pageTitle}</PageTitle>
      <UpdatesList />
    </section>
  );
}
