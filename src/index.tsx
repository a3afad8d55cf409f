import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { setBackendReady } from '@/app/backend';
import { config } from '@/app/config';
import { makeStore } from '@/app/store';
import { screens } from '@/app/screens';
import { matchPath } from 'react-router-dom';

/**
 * Bootstrap. Without a configured API_BASE_URL the embedded mock is the shop's backend. It starts
 * in parallel with the first screen: the app paints at once, and /api requests wait for the worker
 * (src/app/backend.ts), so no request can slip past it to the network.
 */
async function startBackend(): Promise<void> {
  if (!config.useMockBackend) return;
  const { startMockServer } = await import(/* webpackChunkName: "mock-server" */ '@/mocks/browser');
  await startMockServer({ delayMs: config.mockDelayMs, catalogueSize: config.catalogueSize });
}

function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Start fetching the first screen's chunk before React even renders.
  for (const { path, load } of Object.values(screens)) {
    if (matchPath(path, window.location.pathname)) void load();
  }
  const backend = startBackend();
  backend.catch((error: unknown) => console.error('The embedded backend did not start', error));
  setBackendReady(backend);
  createRoot(container).render(<App store={makeStore()} />);
}

main();
