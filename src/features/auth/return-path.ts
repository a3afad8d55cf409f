import { useLocation } from 'react-router-dom';

const AUTH_PATHS = ['/login', '/signup'];

/**
 * Where to go once logged in: the page the guard remembered (`state.from`), else home. Only a path
 * inside the shop counts, so a crafted state cannot send the shopper elsewhere.
 */
function returnPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  const pathname = from.split(/[?#]/)[0] ?? '';
  return AUTH_PATHS.includes(pathname) ? '/' : from;
}

export function useReturnPath(): string {
  return returnPathFrom(useLocation().state);
}
