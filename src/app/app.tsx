import { BrowserRouter } from 'react-router-dom';
import { ServedPage } from '@/shared/served-page';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import './global.css';

/** The shop in the browser; `servedUrl` is the URL the server rendered this page for, if it did. */
export function App({ store, servedUrl = null }: { store: AppStore; servedUrl?: string | null }) {
  return (
    <AppProviders store={store}>
      {/* Navigations apply at once, not in a transition: the filters' checkboxes and radios are bound
          to the URL, and a deferred update would show a click that did not take. */}
      <BrowserRouter useTransitions={false}>
        <ServedPage url={servedUrl}>
          <AppRoutes />
        </ServedPage>
      </BrowserRouter>
    </AppProviders>
  );
}
