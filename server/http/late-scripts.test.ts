import { runInNewContext } from 'node:vm';
import { inlineStyles } from './inline-styles.cjs';
import { HELD_ACTION, PAGE_HYDRATED } from '@/shared/held-action';
import { LATE_SCRIPTS, lateScripts } from './late-scripts';

// The head webpack's HtmlWebpackPlugin writes (scriptLoading: 'defer'), with the build's own inline script.
const BUILT_HEAD =
  '<head><title>Shop</title><script defer="defer" src="/js/824.aa.js"></script><script defer="defer" src="/js/main.bb.js"></script>' +
  '<link href="/css/main.cc.css" rel="stylesheet"><script>go()</script></head><body>';

test("the app's deferred scripts leave the head and come back, in order, in one loader of fixed text", () => {
  const { head, loader } = lateScripts(BUILT_HEAD);
  expect(head).not.toContain('src=');
  expect(head).toContain('<script>go()</script>');
  expect(loader).toBe(`<script data-scripts="/js/824.aa.js /js/main.bb.js">${LATE_SCRIPTS}</script>`);
});

test('a head without deferred scripts is left as it is, with no loader', () => {
  expect(lateScripts('<head><title>Shop</title></head>')).toEqual({
    head: '<head><title>Shop</title></head>',
    loader: '',
  });
});

/** Runs the loader's text against a stand-in document; `complete` says whether the page has loaded. */
function runLoader(complete: boolean) {
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  // The page's forms and buttons, by name; an element's `closest('button')` is the button it is in.
  const forms = ['search', 'pincode'];
  const buttons = ['menu', 'add-to-cart', 'check'];
  const htmlAttributes = new Map<string, string>();
  const captured: Record<string, (event: HeldEvent) => void> = {};
  runInNewContext(LATE_SCRIPTS, {
    document: {
      forms,
      querySelectorAll: (selector: string) => (selector === 'button' ? buttons : []),
      documentElement: {
        hasAttribute: (name: string) => htmlAttributes.has(name),
        setAttribute: (name: string, value: unknown) => htmlAttributes.set(name, String(value)),
      },
      addEventListener: (name: string, callback: (event: HeldEvent) => void, capture: boolean) => {
        if (capture) captured[name] = callback;
      },
      readyState: complete ? 'complete' : 'interactive',
      currentScript: { getAttribute: () => '/js/a.js /js/b.js' },
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    addEventListener: (name: string, callback: () => void) => {
      listeners[name] = callback;
    },
  });
  const nextFrame = () => frames.shift()?.();
  /**
   * Dispatches `name` at `target`; whether the loader held it back: its default prevented and its
   * way on to React's listeners stopped.
   */
  const handle = (name: 'click' | 'submit', target: HeldEvent['target']) => {
    const handled = { prevented: false, stopped: false };
    captured[name]?.({
      target,
      preventDefault: () => (handled.prevented = true),
      stopPropagation: () => (handled.stopped = true),
    });
    return handled;
  };
  const dispatch = (name: 'click' | 'submit', target: HeldEvent['target']) => {
    const { prevented, stopped } = handle(name, target);
    return prevented && stopped;
  };
  /** A tap on something inside the button `button`, or on no button (null). */
  const tap = (button: string | null) =>
    dispatch('click', { closest: (selector) => (selector === 'button' ? button : null) });
  /** A tap on something inside a link: what the loader did with it. */
  const tapLink = () => handle('click', { closest: (selector) => (selector === 'button' ? null : 'a') });
  const submit = (form: string) => dispatch('submit', form);
  return { added, listeners, nextFrame, tap, tapLink, submit, htmlAttributes };
}

interface HeldEvent {
  target: string | { closest: (selector: string) => string | null };
  preventDefault: () => void;
  stopPropagation: () => void;
}

test('the loader adds the scripts, keeping their order, two frames after the page has loaded', () => {
  const { added, listeners, nextFrame } = runLoader(false);
  expect(added).toEqual([]);
  listeners.load?.();
  nextFrame();
  expect(added).toEqual([]);
  nextFrame();
  expect(added).toEqual([
    { src: '/js/a.js', async: false },
    { src: '/js/b.js', async: false },
  ]);
});

test('a page already loaded when the loader runs gets its scripts after two frames', () => {
  const { added, listeners, nextFrame } = runLoader(true);
  expect(listeners.load).toBeUndefined();
  nextFrame();
  nextFrame();
  expect(added.map((script) => script.src)).toEqual(['/js/a.js', '/js/b.js']);
});

test('before the page has hydrated, the last tap on a button or form sent is held from the browser and React, named on <html>', () => {
  const { tap, submit, htmlAttributes } = runLoader(false);
  expect(tap(null)).toBe(false); // outside any button
  expect(htmlAttributes.has(HELD_ACTION)).toBe(false);

  expect(tap('add-to-cart')).toBe(true);
  expect(htmlAttributes.get(HELD_ACTION)).toBe('button:1');
  expect(submit('pincode')).toBe(true);
  expect(htmlAttributes.get(HELD_ACTION)).toBe('form:1');
});

test('once the page has hydrated, taps and forms go through untouched', () => {
  const { tap, submit, htmlAttributes } = runLoader(false);
  htmlAttributes.set(PAGE_HYDRATED, '');
  expect(tap('check')).toBe(false);
  expect(submit('search')).toBe(false);
  expect(htmlAttributes.has(HELD_ACTION)).toBe(false);
});

test("the build's stylesheets are written into the head under their addresses; one the build lacks stays linked", () => {
  const text = (href: string) => (href === '/css/main.cc.css' ? '.a{color:red}' : null);
  const head = `${BUILT_HEAD}<link href="/css/gone.dd.css" rel="stylesheet">`;
  const inlined = inlineStyles(head, text);
  expect(inlined).toContain('<style data-href="/css/main.cc.css">.a{color:red}</style>');
  expect(inlined).not.toContain('<link href="/css/main.cc.css"');
  expect(inlined).toContain('<link href="/css/gone.dd.css" rel="stylesheet">');
});

test('a stylesheet that would close its <style> early stays linked', () => {
  const link = '<link href="/css/main.cc.css" rel="stylesheet">';
  expect(inlineStyles(link, () => 'a::after{content:"</style>"}')).toBe(link);
});

test("before the page has hydrated, a tapped link is the browser's to follow, kept from React; after, it is React's", () => {
  const { tapLink, htmlAttributes } = runLoader(false);
  expect(tapLink()).toEqual({ prevented: false, stopped: true });
  expect(htmlAttributes.has(HELD_ACTION)).toBe(false);
  htmlAttributes.set(PAGE_HYDRATED, '');
  expect(tapLink()).toEqual({ prevented: false, stopped: false });
});
