import {
  LAST_REQUEST_KEY,
  forgetRememberedToken,
  readLastRequest,
  writeLastRequest,
} from './last-request-storage';
import type { RequestDraft } from './tester-types';

const draft: RequestDraft = {
  reqType: 'POST',
  endpoint: '/api/auth/login',
  body: '{"email": "a@b.in"}',
  headers: [{ id: 'h1', key: 'x-trace', value: '1', enabled: false }],
};

beforeEach(() => sessionStorage.clear());

describe('last request storage', () => {
  it('round-trips the request through sessionStorage', () => {
    writeLastRequest(draft);
    expect(readLastRequest()).toEqual(draft);
  });

  it('forgets the token of a remembered request and keeps the rest of it', () => {
    const token = { id: 'h2', key: 'Authorization', value: 'eyJ.token.sig', enabled: true };
    writeLastRequest({ ...draft, headers: [...draft.headers, token] });
    forgetRememberedToken();
    expect(readLastRequest()).toEqual(draft);
  });

  it('keeps only the request fields', () => {
    writeLastRequest({ ...draft, response: { status: 200 } } as RequestDraft);
    expect(JSON.parse(sessionStorage.getItem(LAST_REQUEST_KEY) ?? 'null')).toEqual(draft);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['an unknown method', JSON.stringify({ ...draft, reqType: 'PATCH' })],
    ['a malformed header row', JSON.stringify({ ...draft, headers: [{ key: 'a' }] })],
    ['a missing body', JSON.stringify({ ...draft, body: undefined })],
  ])('ignores %s', (_case, stored) => {
    if (stored !== null) sessionStorage.setItem(LAST_REQUEST_KEY, stored);
    expect(readLastRequest()).toBeNull();
  });

  it('survives a storage that throws', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readLastRequest()).toBeNull();
    expect(() => writeLastRequest(draft)).not.toThrow();
    expect(() => forgetRememberedToken()).not.toThrow();
  });

  it('survives a full storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeLastRequest(draft)).not.toThrow();
    expect(readLastRequest()).toBeNull();
  });
});
