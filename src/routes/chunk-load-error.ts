/**
 * Whether `error` says a lazily loaded module could not be fetched, as opposed to code that threw.
 * webpack names its own failures (scripts and, through mini-css-extract-plugin, CSS) ChunkLoadError;
 * a browser's native import() fails with a TypeError whose wording differs per engine.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
