import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { config } from '@/app/config';
import { makeStore } from '@/app/store';
import { screens } from '@/app/screens';
import { matchPath } from 'react-router-dom';

/**
 * Bootstrap. Without a configured API_BASE_URL the embedded mock is the shop's backend: its chunk
 * loads in parallel with the first screen's, and the app renders once the worker answers /api.
 */
async function startBackend(): Promise<void> {
  if (!config.useMockBackend) return;
  const { startMockServer } = await import(/* webpackChunkName: "mock-server" */ '@/mocks/browser');
  await startMockServer({ delayMs: config.mockDelayMs, catalogueSize: config.catalogueSize });
}

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Fetch the first screen's chunk while the mock starts, instead of after it.
  for (const { path, load } of Object.values(screens)) {
    if (matchPath(path, window.location.pathname)) void load();
  }
  await startBackend();
  createRoot(container).render(<App store={makeStore()} />);
}

void main();
