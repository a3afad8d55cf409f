import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening, RootState } from '@/kernel/root-reducer';

/** Side effects per feature (storage, toasts) live in listeners, not in reducers or components. */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening: AppStartListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
