import {
  combineSlices,
  type Dispatch,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi } from './api';

/**
 * The feature slices every store starts with. Each feature declares its own here
 * (`declare module '@/kernel/root-reducer'`), so the typed hooks know its state without the kernel
 * importing the feature; the app injects them (src/app/root-reducer.ts, which fails to compile
 * while one declared here is not injected).
 * @public (only declaration merging uses it, which knip does not see)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StartingSlices {}

/**
 * Slices a screen injects when its chunk loads (`slice.injectInto(rootReducer)`), so they are not
 * part of every first load. Each declares itself here the same way.
 * @public (only declaration merging uses it, which knip does not see)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The store's reducer: the API cache, and every slice injected into it. */
export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices<StartingSlices & LazyLoadedSlices>();

/** The store's state: the starting slices are always there, a lazy one once its screen has loaded. */
export type RootState = ReturnType<typeof rootReducer> & StartingSlices;

/** The store's dispatch: plain actions, and thunks (RTK Query's requests among them). */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch;

/** How a feature registers its listeners; the app owns the listener middleware and calls it. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
