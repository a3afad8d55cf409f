import { SERVER_BACKEND_META } from '@/shared/constants';

/**
 * Build-time configuration (webpack DefinePlugin; `process.env` in Jest).
 * API_BASE_URL: origin of a real server that serves the /api paths. Empty = the embedded MSW mock,
 * unless the page came from the shop's own Node server (`npm run serve`), which marks it.
 */
const configuredBaseUrl = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
const servedByServer =
  typeof document !== 'undefined' && document.querySelector(`meta[name="${SERVER_BACKEND_META}"]`) !== null;

export const config = {
  apiOrigin: configuredBaseUrl,
  useMockBackend: configuredBaseUrl === '' && !servedByServer,
  mockDelayMs: Number(process.env.MOCK_DELAY_MS ?? '400'),
  /** `10000` seeds a large catalogue for the scale benchmark; empty = the normal ~70 products. */
  catalogueSize: Number(process.env.CATALOGUE_SIZE ?? '') || 0,
} as const;
