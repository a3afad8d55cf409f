import { TEST_SELLER } from '@/api';
import { ConfigError, readConfig } from './config';

const JWT_SECRET = 'x'.repeat(32);

describe('the seller on tax invoices (SELLER_*)', () => {
  it('is the fictitious test seller unless configured', () => {
    expect(readConfig({ JWT_SECRET }).seller).toEqual(TEST_SELLER);
  });

  it('comes from the environment, the GSTIN in capitals', () => {
    const { seller } = readConfig({
      JWT_SECRET,
      SELLER_NAME: 'Asha Footwear Pvt Ltd',
      SELLER_ADDRESS: '12 Linking Road, Bandra West, Mumbai 400050',
      SELLER_STATE: 'Maharashtra',
      SELLER_GSTIN: '27aapfu0939f1zv',
    });
    expect(seller).toEqual({
      name: 'Asha Footwear Pvt Ltd',
      address: '12 Linking Road, Bandra West, Mumbai 400050',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it.each([
    ['a state that is not one of the 36', { SELLER_STATE: 'Bombay' }, /SELLER_STATE/],
    ['a GSTIN of the wrong form', { SELLER_GSTIN: '29ABCDE1234F1X5' }, /SELLER_GSTIN/],
    ['a GSTIN too short', { SELLER_GSTIN: '29ABCDE1234' }, /SELLER_GSTIN/],
  ])('refuses %s with one readable sentence', (_label, env, named) => {
    expect(() => readConfig({ JWT_SECRET, ...env })).toThrow(ConfigError);
    expect(() => readConfig({ JWT_SECRET, ...env })).toThrow(named);
  });
});

describe('PUBLIC_URL', () => {
  const DATABASE_URL = 'postgres://app@db.internal/shop';

  it('is required with DATABASE_URL, in one readable sentence', () => {
    expect(() => readConfig({ JWT_SECRET, DATABASE_URL })).toThrow(ConfigError);
    expect(() => readConfig({ JWT_SECRET, DATABASE_URL })).toThrow(
      /^PUBLIC_URL must be set when DATABASE_URL is: .*https:\/\/sneakerhub\.in/,
    );
    expect(() => readConfig({ JWT_SECRET, DATABASE_URL, PUBLIC_URL: '' })).toThrow(/^PUBLIC_URL must be set/);
  });

  it('is an origin, with DATABASE_URL or without', () => {
    expect(readConfig({ JWT_SECRET, DATABASE_URL, PUBLIC_URL: 'https://sneakerhub.in/' }).publicUrl).toBe(
      'https://sneakerhub.in',
    );
    expect(readConfig({ JWT_SECRET, DATABASE_URL, PUBLIC_URL: 'http://127.0.0.1:8091' }).publicUrl).toBe(
      'http://127.0.0.1:8091',
    );
  });

  it('may be left unset on PGlite (a server for development)', () => {
    expect(readConfig({ JWT_SECRET }).publicUrl).toBeNull();
  });
});

describe('SEED_DEMO_USERS', () => {
  const onPostgres = { DATABASE_URL: 'postgres://app@db.internal/shop', PUBLIC_URL: 'https://sneakerhub.in' };

  it('is on by default for the PGlite quick start, and 0 turns it off', () => {
    expect(readConfig({ JWT_SECRET }).seedDemoUsers).toBe(true);
    expect(readConfig({ JWT_SECRET, SEED_DEMO_USERS: '' }).seedDemoUsers).toBe(true);
    expect(readConfig({ JWT_SECRET, SEED_DEMO_USERS: '0' }).seedDemoUsers).toBe(false);
  });

  it('is never on by default with DATABASE_URL; an explicit 1 asks for it (staging, CI)', () => {
    expect(readConfig({ JWT_SECRET, ...onPostgres }).seedDemoUsers).toBe(false);
    expect(readConfig({ JWT_SECRET, ...onPostgres, SEED_DEMO_USERS: '0' }).seedDemoUsers).toBe(false);
    expect(readConfig({ JWT_SECRET, ...onPostgres, SEED_DEMO_USERS: '1' }).seedDemoUsers).toBe(true);
  });

  it.each(['yes', 'true', '2'])('refuses %s with one readable sentence', (value) => {
    expect(() => readConfig({ JWT_SECRET, SEED_DEMO_USERS: value })).toThrow(ConfigError);
    expect(() => readConfig({ JWT_SECRET, SEED_DEMO_USERS: value })).toThrow(
      `SEED_DEMO_USERS must be 1 (seed the demo accounts) or 0 (do not), not "${value}".`,
    );
  });
});
