/**
 * Resolves once the backend can answer /api: at once for a real API, once the MSW worker controls
 * the page for the embedded mock. The app renders without waiting for it; requests wait instead.
 */
let ready: Promise<void> = Promise.resolve();
let embeddedMock = false;

export function setBackendReady(starting: Promise<void>, options: { embeddedMock: boolean }): void {
  ready = starting;
  embeddedMock = options.embeddedMock;
}

export function backendReady(): Promise<void> {
  return ready;
}

/**
 * Waits for the backend like `backendReady`, and says how long that took in whole ms when the
 * backend is the embedded mock (which counts the wait into its latency, see QUEUED_MS_HEADER);
 * 0 for a real API, which is sent nothing extra.
 */
export async function backendReadyAfterMs(): Promise<number> {
  const asked = performance.now();
  await ready;
  return embeddedMock ? Math.floor(performance.now() - asked) : 0;
}
