import { HELD_ACTION, PAGE_HYDRATED } from '@/shared/held-action';

/**
 * A server-rendered page asks for the app's scripts only once it has loaded and painted: the page
 * reads without them, and a phone on a slow line that fetches and runs ~120 KB of script before its
 * first picture arrives paints that picture late (docs/performance.md, "Where the first paint's time
 * went"). The built index.html's `<script defer src>` tags leave the head; one inline script at the
 * end of the body adds them back, in order, after the window's load event and the paint after it.
 * Its text never changes, so the policy names it by one hash (server/server.ts); the scripts'
 * addresses ride in its `data-scripts` attribute, which the hash does not cover.
 *
 * Until the page has hydrated and the shopper's session started, it also holds the shopper's taps
 * on buttons and forms sent (from React too), for the app to answer then (src/shared/held-action.ts
 * says why), and leaves a tapped link to the browser, as before React came: the router's move would
 * re-render parts React still hydrates (#421).
 */
export const LATE_SCRIPTS =
  '(function(){var d=document,r=d.documentElement;' +
  'function hold(e,kind,list,element){if(r.hasAttribute("' +
  PAGE_HYDRATED +
  '"))return;e.preventDefault();e.stopPropagation();r.setAttribute("' +
  HELD_ACTION +
  '",kind+":"+[].indexOf.call(list,element))}' +
  "d.addEventListener('click',function(e){var t=e.target.closest?e.target:null,b=t&&t.closest('button');" +
  "if(b)hold(e,'button',d.querySelectorAll('button'),b);" +
  'else if(t&&t.closest("a[href]")&&!r.hasAttribute("' +
  PAGE_HYDRATED +
  '"))e.stopPropagation()},true);' +
  "d.addEventListener('submit',function(e){hold(e,'form',d.forms,e.target)},true);" +
  "var s=d.currentScript.getAttribute('data-scripts').split(' ');" +
  "function load(){s.forEach(function(h){var e=d.createElement('script');e.src=h;e.async=false;d.head.appendChild(e)})}" +
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(load)})}' +
  "if(d.readyState==='complete')painted();else addEventListener('load',painted)})()";

const DEFERRED_SCRIPT = /<script\b[^>]*\bdefer\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;

/** The start of a built page without its deferred scripts, and the tag that loads them late. */
export function lateScripts(head: string): { head: string; loader: string } {
  const sources: string[] = [];
  const without = head.replace(DEFERRED_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return { head, loader: '' };
  return { head: without, loader: `<script data-scripts="${sources.join(' ')}">${LATE_SCRIPTS}</script>` };
}
