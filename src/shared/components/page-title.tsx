import { useDocumentTitle } from '../hooks/use-document-title';

/**
 * The screen's heading, also the tab's title (so tabs and history read well): every screen in
 * src/routes shows one. `documentTitle` names the tab otherwise; null gives the shop's own title.
 */
export function PageTitle({
  children,
  visuallyHidden = false,
  documentTitle = children,
}: {
  children: string;
  visuallyHidden?: boolean;
  documentTitle?: string | null;
}) {
  useDocumentTitle(documentTitle);
  return <h1 className={visuallyHidden ? 'visually-hidden' : 'page-title'}>{children}</h1>;
}
