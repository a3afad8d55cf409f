import {
  isAnyOf,
  type ActionReducerMapBuilder,
  type Draft,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/** An endpoint's matcher for its request's actions, which carry the argument it was called with. */
type MatcherWithArg<Arg> = (
  action: unknown,
) => action is { type: string; meta: { arg: { originalArgs: Arg } } };

/** What `api.endpoints.x` offers to follow one request (RTK Query's `matchPending` and friends). */
export interface TrackableEndpoint<Arg> {
  matchPending: MatcherWithArg<Arg>;
  matchFulfilled: MatcherWithArg<Arg>;
  matchRejected: MatcherWithArg<Arg>;
}

/** State that keeps, per line or product id, which request runs for it. */
export interface InFlightState<Kind extends string> {
  inFlight: Partial<Record<string, Kind>>;
}

/**
 * "A request is running" is known one way: the feature slice that follows the endpoint, per line,
 * product or address (`trackInFlight` below), so every screen showing that id disables its
 * controls. A click sends through `unlessInFlight`, which reads the same record, so a second click
 * that lands before its button re-renders as disabled sends nothing. (A control's own action that
 * spans more than a request, a form's submission or Place Order's checkout, is
 * `useSingleFlight().running`.)
 */

/**
 * Follows one endpoint in a slice: `inFlight[id]` is `kind` from the request's pending action
 * until it is fulfilled or rejected. Every screen showing that id then disables its controls, not
 * only the component that sent the request.
 */
export function trackInFlight<State extends InFlightState<string>, Arg>(
  builder: ActionReducerMapBuilder<State>,
  endpoint: TrackableEndpoint<Arg>,
  idOf: (arg: Arg) => string,
  kind: (arg: Arg) => NonNullable<State['inFlight'][string]>,
): void {
  const inFlight = (state: Draft<State>) => (state as InFlightState<string>).inFlight;
  builder
    .addMatcher(endpoint.matchPending, (state, { meta }) => {
      inFlight(state)[idOf(meta.arg.originalArgs)] = kind(meta.arg.originalArgs);
    })
    .addMatcher(isAnyOf(endpoint.matchFulfilled, endpoint.matchRejected), (state, { meta }) => {
      Reflect.deleteProperty(inFlight(state), idOf(meta.arg.originalArgs));
    });
}

/**
 * Starts a request of an endpoint a slice follows. The slice is its one record, so RTK Query's
 * mutation cache keeps none (`track: false`).
 */
export function sendFollowed<Arg, Started>(
  endpoint: { initiate: (arg: Arg, options: { track: false }) => Started },
  arg: Arg,
): Started {
  return endpoint.initiate(arg, { track: false });
}

/**
 * Dispatches `send` unless `inFlight` says the slice already follows a request for its id: answers
 * what `send` answers, or null when nothing was sent.
 */
export function unlessInFlight<Result>(
  inFlight: (state: RootState) => boolean,
  send: ThunkAction<Result, RootState, unknown, UnknownAction>,
): ThunkAction<Result | null, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => (inFlight(getState()) ? null : dispatch(send));
}
