import type { Backend } from './backend';
import { apiRoutes } from './every-route';
import { createApiAnswerer } from './http/handle';
import { route, type ApiRoute } from './http/route';
import { createRouter } from './http/router';
import { shopperApiRoutes, STAFF_API_PREFIX } from './routes';
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

describe('the shoppers’ and the staff console’s route lists', () => {
  const shoppers = shopperApiRoutes(standIn);
  const staff = staffApiRoutes(standIn);

  it('no shopper route answers under /api/staff/: move a staff route to staffApiRoutes (src/api/staff-api-routes.ts)', () => {
    const find = createRouter(shoppers);
    const underStaff = shoppers.filter(({ path }) => path.toLowerCase().startsWith(STAFF_API_PREFIX));
    const takingStaffPaths = staff.filter(({ method, path }) => find(method, concrete(path)) !== null);
    expect([...new Set([...underStaff, ...takingStaffPaths].map(named))]).toEqual([]);
  });

  it('every staff route lies under /api/staff/, where the embedded mock looks for it before loading it', () => {
    expect(staff.filter(({ path }) => !path.startsWith(STAFF_API_PREFIX)).map(named)).toEqual([]);
    expect(staff.length).toBeGreaterThan(0);
  });

  it('the Node server registers both lists', () => {
    expect(apiRoutes(standIn).map(named)).toEqual([...shoppers, ...staff].map(named));
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

  it('load at the first request under their prefix, once; a failed load answers 500 and is tried again', async () => {
    const load = jest
      .fn<Promise<ApiRoute[]>, []>()
      .mockRejectedValueOnce(new Error('the chunk did not come'))
      .mockResolvedValue([answering('/api/later/one')]);
    const answer = createApiAnswerer(stub, [answering('/api/now')], { prefix: '/api/later/', load });
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
    logged.mockRestore();
  });
});
