import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { setBackendReady } from '@/app/backend';
import { config } from '@/app/config';
import { makeStore } from '@/app/store';
import { screens } from '@/app/screens';
import { matchPath } from 'react-router-dom';

/**
 * Bootstrap. Without a configured API_BASE_URL the embedded mock is the shop's backend. It starts
 * just after the first screen paints, and /api requests wait for the worker (src/app/backend.ts),
 * so no request can slip past it to the network.
 */
async function startBackend(): Promise<void> {
  if (!config.useMockBackend) return;
  const { startMockServer } = await import(/* webpackChunkName: "mock-server" */ '@/mocks/browser');
  // Evaluating the mock's modules and seeding its database are each a long task on a slow phone;
  // a turn of the event loop between them lets a tap or a frame in.
  await nextTask();
  await startMockServer({ delayMs: config.mockDelayMs, catalogueSize: config.catalogueSize });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves after the browser has painted the frame React is committing now. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(nextTask())));
  });
}

function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The first screen's chunk is fetched before the first render, so the first paint is the whole
  // page rather than a loader that the screen replaces a moment later. If it fails, the screen's
  // own Suspense and error boundary deal with it as on any navigation.
  const firstScreen = Object.values(screens).find(({ path }) => matchPath(path, window.location.pathname));
  const screenLoaded = firstScreen ? firstScreen.load().then(noop, noop) : Promise.resolve();
  // The mock's chunk is larger and its start-up is a long task: fetched alongside, it shares a slow
  // connection; run alongside, it holds up the first paint. /api requests wait for the backend.
  const backend = screenLoaded.then(afterNextPaint).then(startBackend);
  backend.then(
    // For tests and anyone debugging: the page's own fetch('/api/…') is answered from now on.
    () => (document.documentElement.dataset.backend = 'ready'),
    (error: unknown) => console.error('The embedded backend did not start', error),
  );
  setBackendReady(backend);
  void screenLoaded.then(() => {
    const root = createRoot(container);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for one long task (Lighthouse total blocking time on / 260 → 120 ms).
    startTransition(() => root.render(<App store={makeStore()} />));
  });
}

function noop() {}

main();
