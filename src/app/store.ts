import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { registerAuthListeners } from '@/features/auth/auth-listeners';
import { baseApi } from './api';
import { listenerMiddleware, startAppListening } from './listener';
import { rootReducer, type RootState } from './root-reducer';

export type { RootState } from './root-reducer';

registerAuthListeners(startAppListening);

/** A new store per page load and per test; `preloadedState` puts a test where it needs to be. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
    devTools: { name: 'SneakerHub storefront' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
