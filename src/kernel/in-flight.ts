import { isAnyOf, type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';

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
