import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '@/shared/components/page-title';
import { reloadPage } from '@/shared/reload-page';

/**
 * Shown when a screen's code cannot be fetched: a deploy since this page loaded replaced the chunk
 * it names (hashed names change with their content), or the network is gone. A reload fetches the
 * newest index.html and with it chunk names that exist. Its words are in core, loaded with the page.
 */
export function NewVersionScreen() {
  const intl = useIntl();
  return (
    <section className="empty-state" role="alert">
      <PageTitle>{intl.formatMessage({ id: 'error.newVersion' })}</PageTitle>
      <p>
        <FormattedMessage id="error.newVersionWhy" />
      </p>
      <button type="button" className="btn" onClick={reloadPage}>
        <FormattedMessage id="error.reload" />
      </button>
    </section>
  );
}
