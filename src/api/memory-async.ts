/** A repository whose methods answer at once: what @mswjs/data can do. */
type Synchronous<Repository> = {
  [Method in keyof Repository]: Repository[Method] extends (...args: infer Args) => Promise<infer Result>
    ? (...args: Args) => Result
    : never;
};

/**
 * The same methods behind promises, as the routes expect of any storage. Each method still runs
 * synchronously inside, so a check and the write after it cannot be split by another request.
 */
export function asAsync<Repository extends object>(sync: Synchronous<Repository>): Repository {
  return Object.fromEntries(
    Object.entries(sync).map(([name, method]) => [
      name,
      (...args: unknown[]) =>
        new Promise((resolve) => resolve((method as (...a: unknown[]) => unknown)(...args))),
    ]),
  ) as Repository;
}
