import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { documentTitle } from '../document-title';

/** Names the tab (and the history entry) after the screen on show; null: the shop's own title, in the page's language. */
export function useDocumentTitle(screen: string | null): void {
  const shopTitle = useIntl().formatMessage({ id: 'head.shopTitle' });
  useEffect(() => {
    document.title = documentTitle(screen, shopTitle);
  }, [screen, shopTitle]);
}
