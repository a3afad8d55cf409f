import {
  createSelector,
  createSlice,
  isAnyOf,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { sendFollowed, trackInFlight, unlessInFlight, type InFlightState } from '@/kernel/in-flight';
import { sessionEnded } from '@/kernel/session';
import { cartQueryApi } from '@/kernel/cart-query-api';
import type { RootState } from '@/kernel/root-reducer';
import { sessionListSelectors } from '@/kernel/session-lists';
import { computeOrderAmounts } from '@/shared/order-totals';
import type { CatalogueProduct } from '@/shared/types';
import { cartApi } from './cart-api';

/** Which request runs for a cart line (by product `_id`). */
export type CartLineRequest = 'adding' | 'increasing' | 'decreasing' | 'removing';

/**
 * What only the client knows about the cart; the lines themselves are `getCart`'s cache entry.
 * `awaitingRemoval` is the line whose "Are you sure…" dialog is open (spec §4: minus at 1).
 */
interface CartState extends InFlightState<CartLineRequest> {
  awaitingRemoval: string | null;
}

const initialState: CartState = { inFlight: {}, awaitingRemoval: null };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Minus at one pair; not while a request runs for the line (its answer may change the count). */
    removalAsked: (state, action: PayloadAction<string>) => {
      if (state.inFlight[action.payload] === undefined) state.awaitingRemoval = action.payload;
    },
    removalCancelled: (state) => {
      state.awaitingRemoval = null;
    },
  },
  extraReducers: (builder) => {
    const { addToCart, changeCartQty, removeFromCart } = cartApi.endpoints;
    builder.addCase(sessionEnded, () => initialState);
    // Answered either way, the question is settled: the line is gone, or the toast says why not.
    builder.addMatcher(
      isAnyOf(removeFromCart.matchFulfilled, removeFromCart.matchRejected),
      (state, { meta }) => {
        if (state.awaitingRemoval === meta.arg.originalArgs) state.awaitingRemoval = null;
      },
    );
    trackInFlight(
      builder,
      addToCart,
      (product) => product._id,
      () => 'adding',
    );
    trackInFlight(
      builder,
      changeCartQty,
      ({ productId }) => productId,
      ({ type }) => (type === 'increment' ? 'increasing' : 'decreasing'),
    );
    trackInFlight(
      builder,
      removeFromCart,
      (productId) => productId,
      () => 'removing',
    );
  },
  selectors: {
    selectCartLineRequest: (state, productId: string): CartLineRequest | null =>
      state.inFlight[productId] ?? null,
    selectAwaitingRemoval: (state) => state.awaitingRemoval,
  },
});

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface StartingSlices extends WithSlice<typeof cartSlice> {}
}

export const { removalAsked, removalCancelled } = cartSlice.actions;
export const { selectCartLineRequest, selectAwaitingRemoval } = cartSlice.selectors;

const cartLines = sessionListSelectors(cartQueryApi.endpoints.getCart.select);
export const selectCartItems = cartLines.selectItems;
export const selectCartCount = cartLines.selectCount;
export const selectCartItemIds = cartLines.selectIds;
export const selectCartTotals = createSelector([selectCartItems], (items) => computeOrderAmounts(items));

/** A line's request, unless one already runs for the line: null then (see kernel/in-flight.ts). */
const forLine = <Result>(productId: string, send: ThunkAction<Result, RootState, unknown, UnknownAction>) =>
  unlessInFlight((state) => selectCartLineRequest(state, productId) !== null, send);

/**
 * Adds a sneaker. Product cards dispatch this rather than use a mutation hook: a grid of 24 cards
 * with three mutation hooks each was a third of the list's render work.
 */
export const requestAddToCart = (product: CatalogueProduct) =>
  forLine(product._id, sendFollowed(cartApi.endpoints.addToCart, product));

export const requestQtyChange = (productId: string, type: 'increment' | 'decrement') =>
  forLine(productId, sendFollowed(cartApi.endpoints.changeCartQty, { productId, type }));

export const requestLineRemoval = (productId: string) =>
  forLine(productId, sendFollowed(cartApi.endpoints.removeFromCart, productId));
