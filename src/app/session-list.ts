import { createSelector, createSlice, type Draft } from '@reduxjs/toolkit';
import { selectSessionQueryData } from './api';
import { sessionEnded, sessionStarted, type SessionUser } from './session';

/**
 * One of the shopper's lists that the login answers with (cart, wishlist). The list itself is the
 * session's query cache entry, which every answer about it is written into (see `answerIsTheList`).
 * The slice keeps only what the cache does not have: the list as the login or signup answered
 * with it, shown until the session's own query has answered.
 */
export function createSessionList<Name extends string, Item extends { _id: string }, ApiState>(
  name: Name,
  pick: (user: SessionUser) => Item[],
  select: (token: string) => (state: ApiState) => { data?: Item[] },
) {
  const initialState = { atLogin: [] as Item[] };
  const slice = createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addCase(sessionStarted, (state, { payload }) => {
          state.atLogin = pick(payload.user) as Draft<Item>[];
        })
        .addCase(sessionEnded, () => initialState);
    },
  });
  const selectItems = selectSessionQueryData(
    select,
    (state: Record<Name, typeof initialState>) => state[name].atLogin,
  );
  return {
    slice,
    selectItems,
    selectCount: (state: Parameters<typeof selectItems>[0]) => selectItems(state).length,
    selectIds: createSelector([selectItems], (items) => new Set(items.map((item) => item._id))),
  };
}
