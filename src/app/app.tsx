import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import './global.css';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
