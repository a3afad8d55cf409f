/**
 * How long a test waits for the page to show what it looks for (every findBy… and waitFor; set once
 * in jest/setup.ts). The spec's loaders take a second, and requests do PBKDF2 and JWT work, which on
 * a loaded 2-core CI machine takes several times its usual while. A passing test waits no longer
 * for it.
 */
export const LOAD_TIMEOUT_MS = 5000;
