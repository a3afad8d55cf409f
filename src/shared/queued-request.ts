/**
 * Names how long a request waited in the page for the embedded mock to start (whole ms). Spec §7:
 * the mock answers 400 ms after a request; that wait counts toward the 400 ms instead of adding to
 * it, as a real network's latency starts when the shop asks, not when the server listens. Sent
 * only to the embedded mock, never to a real API.
 */
export const QUEUED_MS_HEADER = 'x-queued-ms';
