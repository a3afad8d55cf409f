import { createSelector } from '@reduxjs/toolkit';
import { selectSessionQueryData } from './api';

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
