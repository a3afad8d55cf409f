import { useLocation } from 'react-router-dom';
import { paths } from '@/shared/paths';

const AUTH_PATHS: string[] = [paths.login, paths.signup];

/**
 * Where to go once logged in: the page the guard remembered (`state.from`), else home. Only a path
 * inside the shop counts, so a crafted state cannot send the shopper elsewhere.
 */
function returnPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.home;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  const pathname = from.split(/[?#]/)[0] ?? '';
  return AUTH_PATHS.includes(pathname) ? paths.home : from;
}

export function useReturnPath(): string {
  return returnPathFrom(useLocation().state);
}
