import type { Backend } from './backend';
import { apiRoutes } from './every-route';
import { createApiAnswerer } from './http/handle';
import { route, type ApiRoute } from './http/route';
import { createRouter } from './http/router';
import { orderApiRoutes } from './order-api-routes';
import { firstLoadApiRoutes, laterApiRoutes } from './routes';
import { staffApiRoutes } from './staff-api-routes';

/** Building the lists reads only the payment setup; no route is called. */
const standIn = {
  payments: { keyId: '', scriptUrl: '', testCheckout: 'server' },
  razorpay: { api: {}, webhookSecret: 'lists' },
  repos: {},
  secrets: {},
} as unknown as Backend;

const named = ({ method, path }: ApiRoute) => `${method} ${path}`;
/** A path of `pattern` with every parameter filled. */
const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, 'any-$1');
const isUnder = (path: string, under: readonly string[]) =>
  under.some((prefix) => path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}/`));

describe('the route lists the embedded mock answers at once and loads later', () => {
  const firstLoad = firstLoadApiRoutes(standIn);
  const groups = laterApiRoutes(standIn);

  it.each(groups.map((group, index) => [group.under.join(', '), index] as const))(
    'the routes loaded under %s all lie there, and no other list has a route there',
    async (_paths, index) => {
      const { under, load } = groups[index]!;
      const loaded = await load();
      expect(loaded.filter(({ path }) => !isUnder(path, under)).map(named)).toEqual([]);
      expect(loaded.length).toBeGreaterThan(0);
      const others = [
        firstLoad,
        ...(await Promise.all(groups.filter((_, other) => other !== index).map((group) => group.load()))),
      ].flat();
      const find = createRouter(others);
      const inTheWay = [
        ...others.filter(({ path }) => isUnder(path, under)),
        ...loaded.filter(({ method, path }) => find(method, concrete(path)) !== null),
      ];
      expect([...new Set(inTheWay.map(named))]).toEqual([]);
    },
  );

  it('the Node server registers every list', () => {
    expect(apiRoutes(standIn).map(named)).toEqual(
      [...firstLoad, ...orderApiRoutes(standIn), ...staffApiRoutes(standIn)].map(named),
    );
  });
});

describe('routes loaded later', () => {
  const stub = { settings: { delayMs: 0, session: null }, clientOf: () => 'test' } as unknown as Backend;
  const answering = (path: string) =>
    route({ method: 'GET', path, access: 'anyone', answer: () => Response.json({ path }) });
  const get = async (answer: ReturnType<typeof createApiAnswerer>, path: string) => {
    const { response, route: pattern } = await answer(new Request(`http://127.0.0.1${path}`));
    return { status: response.status, pattern };
  };

  it('load at the first request under their paths, once; a failed load answers 500 and is tried again', async () => {
    const load = jest
      .fn<Promise<ApiRoute[]>, []>()
      .mockRejectedValueOnce(new Error('the chunk did not come'))
      .mockResolvedValue([answering('/api/later/one')]);
    const loadOther = jest.fn(() => Promise.resolve([answering('/api/other')]));
    const answer = createApiAnswerer(
      stub,
      [answering('/api/now')],
      [
        { under: ['/api/later'], load },
        { under: ['/api/elsewhere', '/api/other'], load: loadOther },
      ],
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await get(answer, '/api/now')).toEqual({ status: 200, pattern: '/api/now' });
    expect(await get(answer, '/api/later-not/one')).toEqual({ status: 404, pattern: 'none' });
    expect(load).not.toHaveBeenCalled();

    expect(await get(answer, '/api/later/one')).toEqual({ status: 500, pattern: 'none' });
    expect(logged).toHaveBeenCalledTimes(1);
    const [first, second] = await Promise.all([
      get(answer, '/API/Later/one'),
      get(answer, '/api/later/one/'),
    ]);
    expect([first, second]).toEqual([
      { status: 200, pattern: '/api/later/one' },
      { status: 200, pattern: '/api/later/one' },
    ]);
    expect(await get(answer, '/api/later/two')).toEqual({ status: 404, pattern: 'none' });
    expect(await get(answer, '/api/now')).toEqual({ status: 200, pattern: '/api/now' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadOther).not.toHaveBeenCalled();
    expect(await get(answer, '/api/other')).toEqual({ status: 200, pattern: '/api/other' });
    expect(await get(answer, '/api/later/one')).toEqual({ status: 200, pattern: '/api/later/one' });
    expect(await get(answer, '/api/elsewhere/x')).toEqual({ status: 404, pattern: 'none' });
    expect(loadOther).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
