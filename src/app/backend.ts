/**
 * Resolves once the backend can answer /api: at once for a real API, once the MSW worker controls
 * the page for the embedded mock. The app renders without waiting for it; requests wait instead.
 */
let ready: Promise<void> = Promise.resolve();

export function setBackendReady(starting: Promise<void>): void {
  ready = starting;
}

export function backendReady(): Promise<void> {
  return ready;
}
