import { createSelector, type ThunkAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { selectSessionKey, type SessionState } from './session';

/** What writes an answer into a session list: its upsert, or `upsertOverRunning`'s thunk. */
export type SessionListWrite = UnknownAction | ThunkAction<void, unknown, unknown, UnknownAction>;

/** A list query's `util.getRunningQueryThunk(endpoint, sessionKey)`: its request on the way, if any. */
type RunningRequest = ThunkAction<PromiseLike<unknown> | undefined, unknown, unknown, UnknownAction>;

/**
 * Writes a list the server answered with (`upsert`, its cache entry's upsert), and once more when
 * the list's own request that was on its way meanwhile (`running`) lands, in the same session. That
 * request may have been read before this change, and RTK Query lets a running request's answer
 * replace what an upsert wrote (the upsert keeps the request's id): an Add to Cart answered while
 * the session's first cart request was out showed Go to Cart, then Add to Cart again (issue 36: a
 * tap held until the session started is answered as it starts).
 */
export function upsertOverRunning(
  upsert: UnknownAction,
  running: RunningRequest,
  sessionKey: string,
): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const request = dispatch(running);
    dispatch(upsert);
    void request?.then(() => {
      if (selectSessionKey(getState() as SessionState) === sessionKey) dispatch(upsert);
    });
  };
}

/**
 * The one way a server's answer reaches one of the shopper's lists in the cache (cart, wishlist,
 * address book), as the `onQueryStarted` of the request that answered: a cart or wishlist request,
 * an address-book change, an order or payment that takes lines out of the cart. Once the answer
 * arrives, `store` makes the action that writes it into its list's cache entry for the session that
 * sent the request (null: the answer holds no list), so the cache is the one copy the screens read.
 * Spec §4: only a successful answer changes anything; one that arrives after the session ended is
 * dropped. (A login's answer starts a session rather than arriving in one: src/app/session-listeners.ts
 * writes its cart and wishlist as the session starts.)
 */
export function storeAnswerInSessionList<Answer>(
  store: (answer: Answer, sessionKey: string) => SessionListWrite | null,
) {
  return async (
    _arg: unknown,
    lifecycle: {
      dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
      getState: () => unknown;
      queryFulfilled: Promise<{ data: Answer }>;
    },
  ): Promise<void> => {
    const sessionKey = selectSessionKey(lifecycle.getState() as SessionState);
    let answer: Answer;
    try {
      ({ data: answer } = await lifecycle.queryFulfilled);
    } catch {
      return;
    }
    if (sessionKey === null || sessionKey !== selectSessionKey(lifecycle.getState() as SessionState)) return;
    const write = store(answer, sessionKey);
    if (write) lifecycle.dispatch(write);
  };
}

/**
 * What a query keyed by the session (`selectSessionKey`) holds for the current session, else
 * `none` (until its first answer, and when logged out). `select` is the endpoint's own `select`.
 */
export function selectSessionQueryData<ApiState, Data>(
  select: (sessionKey: string) => (state: ApiState) => { data?: Data },
  none: Data,
): (state: ApiState & SessionState) => Data {
  const selectEntry = createSelector([selectSessionKey], (key) => (key === null ? null : select(key)));
  return (state) => selectEntry(state)?.(state).data ?? none;
}

/**
 * Selectors over a session list that the cache holds (cart, wishlist): for parts that must not each
 * subscribe, such as the header's badges and every product card.
 */
export function sessionListSelectors<Item extends { _id: string }, ApiState>(
  select: (sessionKey: string) => (state: ApiState) => { data?: Item[] },
) {
  const selectItems = selectSessionQueryData(select, [] as Item[]);
  return {
    selectItems,
    selectCount: (state: Parameters<typeof selectItems>[0]) => selectItems(state).length,
    selectIds: createSelector([selectItems], (items) => new Set(items.map((item) => item._id))),
  };
}
