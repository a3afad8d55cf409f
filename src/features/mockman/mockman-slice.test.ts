import { sessionEnded } from '@/kernel/session';
import { LAST_REQUEST_KEY } from './last-request-storage';
import {
  colourSchemeChanged,
  headerAdded,
  headerChanged,
  headerRemoved,
  initialMockmanState,
  jsonFormatRejected,
  mockmanSlice,
  requestChanged,
  tokenHeaderSet,
  type MockmanState,
} from './mockman-slice';

const reduce = (state: MockmanState, ...actions: Parameters<typeof mockmanSlice.reducer>[1][]) =>
  actions.reduce(mockmanSlice.reducer, state);

beforeEach(() => sessionStorage.clear());

describe('mockman slice', () => {
  it('starts with the spec defaults: GET /api/test-todos, {}, no headers, standard colours', () => {
    expect(mockmanSlice.getInitialState()).toEqual(initialMockmanState);
    expect(initialMockmanState).toMatchObject({
      reqType: 'GET',
      endpoint: '/api/test-todos',
      body: '{}',
      headers: [],
      response: null,
      colourScheme: 'standard',
    });
  });

  it("starts from the tab's last request when there is one", () => {
    const last = { reqType: 'DELETE', endpoint: '/api/x', body: '[]', headers: [] };
    sessionStorage.setItem(LAST_REQUEST_KEY, JSON.stringify(last));
    expect(mockmanSlice.getInitialState()).toEqual({ ...initialMockmanState, ...last });
  });

  it("forgets the session's token when the session ends, and keeps the other headers", () => {
    const typed = reduce(initialMockmanState, headerAdded());
    const [trace] = typed.headers;
    const state = reduce(
      typed,
      headerChanged({ id: trace?.id ?? '', changes: { key: 'x-trace', value: '1' } }),
      tokenHeaderSet('eyJ.token.sig'),
      sessionEnded({ reason: 'logout' }),
    );
    expect(state.headers).toEqual([{ id: trace?.id, key: 'x-trace', value: '1', enabled: true }]);
  });

  it('adds, edits and removes header rows by id', () => {
    let state = reduce(initialMockmanState, headerAdded(), headerAdded());
    const [first, second] = state.headers;
    expect(first).toMatchObject({ key: '', value: '', enabled: true });
    expect(first!.id).not.toBe('');
    expect(first!.id).not.toBe(second!.id);
    state = reduce(state, headerChanged({ id: second!.id, changes: { key: 'accept', enabled: false } }));
    expect(state.headers[1]).toMatchObject({ key: 'accept', enabled: false });
    state = reduce(state, headerRemoved(first!.id));
    expect(state.headers.map((row) => row.key)).toEqual(['accept']);
  });

  it('adds one authorization row for the token and updates it, switched on, afterwards', () => {
    let state = reduce(initialMockmanState, tokenHeaderSet('token-1'));
    const { id } = state.headers[0]!;
    expect(state.headers).toEqual([{ id, key: 'authorization', value: 'token-1', enabled: true }]);
    state = reduce(
      state,
      headerChanged({ id, changes: { key: 'Authorization', enabled: false } }),
      tokenHeaderSet('token-2'),
    );
    expect(state.headers).toEqual([{ id, key: 'Authorization', value: 'token-2', enabled: true }]);
  });

  it('clears the JSON error once the body is edited, not when something else changes', () => {
    let state = reduce(initialMockmanState, jsonFormatRejected());
    expect(state.jsonError).toBe(true);
    state = reduce(state, requestChanged({ endpoint: '/api/products' }));
    expect(state.jsonError).toBe(true);
    state = reduce(state, requestChanged({ body: '{"a": 1}' }));
    expect(state.jsonError).toBe(false);
  });

  it('takes only known colour schemes', () => {
    const state = reduce(initialMockmanState, colourSchemeChanged('ocean'), colourSchemeChanged('neon'));
    expect(state.colourScheme).toBe('ocean');
  });
});
