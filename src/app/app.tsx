import { addressWithoutLocale } from '@/shared/i18n/locales';
import { ServedPage } from '@/shared/served-page';
import { AppProviders } from './providers';
import { useRememberLanguage } from './remember-language';
import { AppRoutes } from './routes';
import { ShopBrowserRouter } from './shop-browser-router';
import type { AppStore } from './store';
import './global.css';

/** The shop in the browser; `servedUrl` is the URL the server rendered this page for, if it did. */
export function App({ store, servedUrl = null }: { store: AppStore; servedUrl?: string | null }) {
  const rememberLanguage = useRememberLanguage(store);
  return (
    <AppProviders store={store}>
      <ShopBrowserRouter onLanguageChosen={rememberLanguage}>
        {/* The router's locations are its basename's: /hi/cart is /cart under /hi. */}
        <ServedPage url={servedUrl === null ? null : addressWithoutLocale(servedUrl)}>
          <AppRoutes />
        </ServedPage>
      </ShopBrowserRouter>
    </AppProviders>
  );
}
