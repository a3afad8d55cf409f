import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type RequestMethod = 'GET' | 'POST' | 'DELETE';

export interface HeaderRow {
  id: string;
  key: string;
  value: string;
  enabled: boolean;
}

export interface TesterResponse {
  status: number;
  statusText: string;
  data: unknown;
  headers: Record<string, string>;
}

/** Spec §3 request tester state, in Redux so DevTools shows it. */
export interface MockmanState {
  reqType: RequestMethod;
  endpoint: string;
  body: string;
  headers: HeaderRow[];
  response: TesterResponse | null;
}

export const initialMockmanState: MockmanState = {
  reqType: 'GET',
  endpoint: '/api/test-todos',
  body: '{}',
  headers: [],
  response: null,
};

export const mockmanSlice = createSlice({
  name: 'mockman',
  initialState: initialMockmanState,
  reducers: {
    requestChanged: (state, action: PayloadAction<Partial<Omit<MockmanState, 'response'>>>) => ({
      ...state,
      ...action.payload,
    }),
    responseReceived: (state, action: PayloadAction<TesterResponse | null>) => {
      state.response = action.payload;
    },
  },
  selectors: {
    selectMockman: (state) => state,
  },
});

export const { requestChanged, responseReceived } = mockmanSlice.actions;
export const { selectMockman } = mockmanSlice.selectors;
