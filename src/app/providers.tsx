import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/shared/components/toaster';
import type { AppStore } from './store';

/** Redux, and the shared toast area beside the app (spec §8: bottom-right, 1000 ms). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <Toaster />
    </Provider>
  );
}
