import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import './global.css';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      {/* Navigations apply at once, not in a transition: the filters' checkboxes and radios are bound
          to the URL, and a deferred update would show a click that did not take. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
