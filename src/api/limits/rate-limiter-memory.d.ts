/** The in-memory limiter alone: the package's index also loads its Node-only stores (cluster, crypto). */
declare module 'rate-limiter-flexible/lib/RateLimiterMemory' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';

  export = RateLimiterMemory;
}
