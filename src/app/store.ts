import { configureStore } from '@reduxjs/toolkit';
import { registerAuthListeners } from '@/features/auth/auth-listeners';
import { baseApi } from '@/kernel/api';
import { networkTransport, type StoreExtra } from '@/kernel/api-transport';
import type { AppDispatch, RootState } from '@/kernel/root-reducer';
import { devToolsOptions } from './devtools';
import { listenerMiddleware, startAppListening } from './listener';
import { rootReducer } from './root-reducer';
import { registerSessionListeners } from './session-listeners';

export type { RootState } from '@/kernel/root-reducer';

/** How long development's state checks may take before they warn (see configureStore below). */
const DEV_CHECK_WARN_AFTER_MS = 200;

registerAuthListeners(startAppListening);
registerSessionListeners(startAppListening);

/**
 * A new store per page load, per page the server renders (`extra`: its /api requests answered in
 * process) and per test; `preloadedState` puts a test where it needs to be. The
 * browser bootstrap adds the window's focus and online events (`setupListeners`); a test that
 * wants them sets them up and tears them down itself.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  extra: StoreExtra = { transport: networkTransport },
) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Development's checks walk the whole state, the catalogue in both languages among it, on
        // every action; past RTK's default of 32 ms they warn, which a loaded test machine reaches
        // with nothing wrong. Production builds leave them out.
        immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
        serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
    devTools: devToolsOptions(),
  });
  // The kernel's typed hooks and thunks take the store's dispatch to be this.
  return store satisfies { dispatch: AppDispatch };
}

export type AppStore = ReturnType<typeof makeStore>;
