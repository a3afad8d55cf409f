import { api } from './api-client';
import { recordRequests } from './record-requests';

let fromEarlierTest: ReturnType<typeof recordRequests> | null = null;

describe('recordRequests', () => {
  it('records each request in order: method, path and query apart, and the body, JSON or text', async () => {
    const requests = recordRequests();
    await api.send('GET', '/test-todos?page=2');
    await api.send('POST', '/test-todos', { json: { todo: { title: 'Lace up' } } });
    await api.send('POST', '/test-todos', { raw: 'not json', token: 'Bearer a-staff-token' });

    const unsigned = { authorization: null };
    const recorded = await requests.all();
    expect(recorded.map(({ query }) => query.toString())).toEqual(['page=2', '', '']);
    expect(recorded.map(({ query: _query, ...rest }) => rest)).toEqual([
      { method: 'GET', path: '/api/test-todos', what: 'GET /api/test-todos', body: undefined, ...unsigned },
      {
        method: 'POST',
        path: '/api/test-todos',
        what: 'POST /api/test-todos',
        body: { todo: { title: 'Lace up' } },
        ...unsigned,
      },
      {
        method: 'POST',
        path: '/api/test-todos',
        what: 'POST /api/test-todos',
        body: 'not json',
        authorization: 'Bearer a-staff-token',
      },
    ]);
    expect((await requests.to('POST /api/test-todos')).map(({ body }) => body)).toEqual([
      { todo: { title: 'Lace up' } },
      'not json',
    ]);
    fromEarlierTest = requests;
  });

  it('records nothing after stop(), nor after the test that started it', async () => {
    const requests = recordRequests();
    await api.send('GET', '/test-todos');
    requests.stop();
    await api.send('GET', '/test-todos');

    expect(await requests.to('GET /api/test-todos')).toHaveLength(1);
    expect(await fromEarlierTest?.to('GET /api/test-todos')).toHaveLength(1);
  });
});
