import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/kernel/root-reducer';
import { rememberPincode } from './remembered-pincode';

/**
 * The pincode the shopper typed in this visit to see a delivery date: the client's alone. The one
 * typed in an earlier visit is read from storage where it is shown (useRememberedPincode).
 */
export interface DeliveryState {
  pincode: string | null;
}

export const deliverySlice = createSlice({
  name: 'delivery',
  initialState: (): DeliveryState => ({ pincode: null }),
  reducers: {
    pincodeChosen: (state, action: PayloadAction<string>) => {
      state.pincode = action.payload;
    },
  },
  selectors: {
    selectChosenPincode: (state) => state.pincode,
  },
});

declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof deliverySlice> {}
}

/** Injected when a screen that shows a delivery date loads. */
const injectedDelivery = deliverySlice.injectInto(rootReducer);
export const { selectChosenPincode } = injectedDelivery.selectors;

/** The shopper checked a pincode: it is the one shown from now on, here and on the next visit. */
export function choosePincode(pincode: string): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    rememberPincode(pincode);
    dispatch(deliverySlice.actions.pincodeChosen(pincode));
  };
}
