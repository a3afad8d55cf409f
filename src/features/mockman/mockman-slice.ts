import {
  createAsyncThunk,
  createSlice,
  nanoid,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { baseApi, tagTypes } from '@/kernel/api';
import { rootReducer } from '@/kernel/root-reducer';
import { isJsonThemeName, type JsonThemeName } from './json-themes';
import { readLastRequest, writeLastRequest } from './last-request-storage';
import { parseBody } from './parse-body';
import { sendRawRequest, type PreparedRequest } from './send-request';
import { sessionEnded } from '@/kernel/session';
import {
  AUTHORIZATION_HEADER,
  isAuthorization,
  type HeaderRow,
  type RequestDraft,
  type TesterResponse,
} from './tester-types';

export type { HeaderRow, TesterResponse } from './tester-types';

/** Spec §3 request tester state, in Redux so DevTools shows it, plus what the page needs around it. */
export interface MockmanState extends RequestDraft {
  response: TesterResponse | null;
  /** A request is on its way; Submit waits for it. */
  sending: boolean;
  /** The request on its way, so Cancel aborts that one (its abort handle is not state). */
  requestId: string | null;
  /** The last request was cancelled before its answer arrived. */
  cancelled: boolean;
  /** The last Submit found a body that is not JSON, so nothing was sent. */
  jsonError: boolean;
  /** Why the last request got no answer at all (network failure, bad URL or header). */
  failure: string | null;
  colourScheme: JsonThemeName;
}

export const initialMockmanState: MockmanState = {
  reqType: 'GET',
  endpoint: '/api/test-todos',
  body: '{}',
  headers: [],
  response: null,
  sending: false,
  requestId: null,
  cancelled: false,
  jsonError: false,
  failure: null,
  colourScheme: 'standard',
};

/** Before the slice's first action its state is absent; the injected selector fills it in. */
export interface MockmanRootState {
  mockman?: MockmanState;
}

export const sendRequest = createAsyncThunk<
  TesterResponse,
  PreparedRequest,
  { state: MockmanRootState; rejectValue: string }
>(
  'mockman/sendRequest',
  async (request, { signal, rejectWithValue }) => {
    try {
      return await sendRawRequest(request, signal);
    } catch (error) {
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  },
  { condition: (_request, { getState }) => !selectMockman(getState()).sending },
);

export const mockmanSlice = createSlice({
  name: 'mockman',
  // Lazy, so every new store (each page load, each test) picks up the tab's last request.
  initialState: (): MockmanState => ({ ...initialMockmanState, ...readLastRequest() }),
  reducers: {
    requestChanged: (state, action: PayloadAction<Partial<RequestDraft>>) => {
      Object.assign(state, action.payload);
      if (action.payload.body !== undefined) state.jsonError = false;
    },
    headerAdded: {
      reducer: (state, action: PayloadAction<HeaderRow>) => {
        state.headers.push(action.payload);
      },
      prepare: () => ({ payload: { id: nanoid(), key: '', value: '', enabled: true } }),
    },
    headerChanged: (
      state,
      action: PayloadAction<{ id: string; changes: Partial<Omit<HeaderRow, 'id'>> }>,
    ) => {
      const row = state.headers.find((header) => header.id === action.payload.id);
      if (row) Object.assign(row, action.payload.changes);
    },
    headerRemoved: (state, action: PayloadAction<string>) => {
      state.headers = state.headers.filter((header) => header.id !== action.payload);
    },
    /** One authorization row: updated if there is one, else added; always switched on. */
    tokenHeaderSet: {
      reducer: (state, action: PayloadAction<{ token: string; newId: string }>) => {
        const { token, newId } = action.payload;
        const row = state.headers.find(isAuthorization);
        if (row) Object.assign(row, { value: token, enabled: true });
        else state.headers.push({ id: newId, key: AUTHORIZATION_HEADER, value: token, enabled: true });
      },
      prepare: (token: string) => ({ payload: { token, newId: nanoid() } }),
    },
    colourSchemeChanged: (state, action: PayloadAction<string>) => {
      if (isJsonThemeName(action.payload)) state.colourScheme = action.payload;
    },
    jsonFormatRejected: (state) => {
      state.jsonError = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // A session's token must not outlive it in the tester, where the next person could send it.
      .addCase(sessionEnded, (state) => {
        state.headers = state.headers.filter((row) => !isAuthorization(row));
      })
      .addCase(sendRequest.pending, (state, action) => {
        state.sending = true;
        state.requestId = action.meta.requestId;
        state.cancelled = false;
        state.jsonError = false;
        state.failure = null;
        state.response = null;
      })
      .addCase(sendRequest.fulfilled, (state, action) => {
        state.sending = false;
        state.requestId = null;
        state.response = action.payload;
      })
      .addCase(sendRequest.rejected, (state, action) => {
        state.sending = false;
        state.requestId = null;
        state.response = null;
        // Cancelled on purpose is not a failure: nothing went wrong.
        state.cancelled = action.meta.aborted;
        state.failure = action.meta.aborted
          ? null
          : (action.payload ?? action.error.message ?? 'The request failed.');
      });
  },
  selectors: {
    selectMockman: (state) => state,
  },
});

export const {
  requestChanged,
  headerAdded,
  headerChanged,
  headerRemoved,
  tokenHeaderSet,
  colourSchemeChanged,
  jsonFormatRejected,
} = mockmanSlice.actions;
declare module '@/kernel/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof mockmanSlice> {}
}

/** Injected when the request tester's chunk loads: no other screen carries it. */
const injectedMockman = mockmanSlice.injectInto(rootReducer);
export const { selectMockman } = injectedMockman.selectors;

/** Abort handles of the requests on their way, by request id (one at a time per store). */
const runningRequests = new Map<string, () => void>();

/**
 * Submit: the JSON rule first (spec §5 — an invalid or empty body sends nothing, for every method),
 * then the request as the form describes it. The request is remembered for the tab once it is sent.
 * A change made here (say, a sneaker added to the cart) refetches the shop's own data, so the
 * header's badges do not go stale behind the developer's back.
 */
export function submitRequest(): ThunkAction<void, MockmanRootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = selectMockman(getState());
    if (state.sending) return;
    const parsed = parseBody(state.body);
    if (!parsed.ok) {
      dispatch(jsonFormatRejected());
      return;
    }
    const { reqType, endpoint, body, headers } = state;
    writeLastRequest({ reqType, endpoint, body, headers });
    const running = dispatch(sendRequest({ method: reqType, endpoint, headers, body: parsed.value }));
    runningRequests.set(running.requestId, () => running.abort());
    void running.then((result) => {
      runningRequests.delete(running.requestId);
      // A cancelled write may have reached the server all the same.
      const changed = sendRequest.fulfilled.match(result) ? result.payload.status < 300 : result.meta.aborted;
      if (reqType !== 'GET' && changed) {
        dispatch(baseApi.util.invalidateTags([...tagTypes]));
      }
    });
  };
}

/**
 * Cancel: aborts the request on its way. The page stops waiting at once; the server may still have
 * acted on it, so a cancelled write is not undone.
 */
export function cancelRequest(): ThunkAction<void, MockmanRootState, unknown, UnknownAction> {
  return (_dispatch, getState) => {
    const { requestId } = selectMockman(getState());
    if (requestId !== null) runningRequests.get(requestId)?.();
  };
}
