import { useEffect } from 'react';
import { documentTitle } from '../document-title';

/** Names the tab (and the history entry) after the screen on show; null: the shop's own title. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
