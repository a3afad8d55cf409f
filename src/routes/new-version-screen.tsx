import { PageTitle } from '@/shared/components/page-title';
import { inlineMessages } from '@/shared/messages';
import { reloadPage } from '@/shared/reload-page';

/**
 * Shown when a screen's code cannot be fetched: a deploy since this page loaded replaced the chunk
 * it names (hashed names change with their content), or the network is gone. A reload fetches the
 * newest index.html and with it chunk names that exist.
 */
export function NewVersionScreen() {
  return (
    <section className="empty-state" role="alert">
      <PageTitle>{inlineMessages.newVersion}</PageTitle>
      <p>{inlineMessages.newVersionWhy}</p>
      <button type="button" className="btn" onClick={reloadPage}>
        {inlineMessages.reload}
      </button>
    </section>
  );
}
