import { createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/**
 * The store's dispatch as listeners see it. Spelled out rather than taken from the store, which
 * imports this module for its middleware.
 */
type ListenerDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Side effects per feature (storage, toasts) live in listeners, not in reducers or components. */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, ListenerDispatch>();
export type AppStartListening = typeof startAppListening;
