import { runInNewContext } from 'node:vm';
import { firstScreenScript } from './first-screen-early';

// A table as the plugin writes it from the build's chunk groups (src/shared/first-screens.json).
const TABLE = [
  {
    path: '^/$',
    files: ['/js/home.1.js', '/css/home.2.css'],
    words: { en: ['/js/messages-en-home.3.js'], hi: ['/js/messages-hi.4.js', '/js/messages-hi-home.5.js'] },
    picture: '/images/hero.svg',
  },
  { path: '^/productlist/[^/]+$', files: ['/js/product.6.js'], words: { en: [], hi: [] } },
];

/** The preloads the script adds on a page at `pathname`, as `as href [fetchpriority]`. */
function preloadsAt(pathname: string, { cookie = '', fromServer = false } = {}) {
  const added: string[] = [];
  runInNewContext(firstScreenScript(TABLE), {
    location: { pathname },
    document: {
      cookie,
      querySelector: () => (fromServer ? {} : null),
      createElement: () => {
        const attributes: Record<string, string> = {};
        return { setAttribute: (name: string, value: string) => (attributes[name] = value), attributes };
      },
      head: {
        appendChild: (link: { rel: string; as: string; href: string; attributes: Record<string, string> }) =>
          added.push([link.rel, link.as, link.href, link.attributes.fetchpriority].filter(Boolean).join(' ')),
      },
    },
  });
  return added;
}

test("home's picture first, then its chunk (scripts at low priority) and its English words", () => {
  expect(preloadsAt('/')).toEqual([
    'preload image /images/hero.svg high',
    'preload script /js/home.1.js low',
    'preload style /css/home.2.css',
    'preload script /js/messages-en-home.3.js low',
  ]);
});

test('a Hindi address preloads the Hindi words; a trailing slash names the same screen', () => {
  expect(preloadsAt('/hi/')).toContain('preload script /js/messages-hi-home.5.js low');
  expect(preloadsAt('/hi')).not.toContain('preload script /js/messages-en-home.3.js low');
  expect(preloadsAt('/productlist/abc/')).toEqual(['preload script /js/product.6.js low']);
});

test('on `/` a remembered Hindi (the app goes to /hi) preloads no words; other pages and the server’s pages nothing', () => {
  expect(preloadsAt('/', { cookie: 'a=1; lang=hi' })).toEqual([
    'preload image /images/hero.svg high',
    'preload script /js/home.1.js low',
    'preload style /css/home.2.css',
  ]);
  expect(preloadsAt('/cart')).toEqual([]);
  expect(preloadsAt('/productlist/abc/reviews')).toEqual([]);
  expect(preloadsAt('/', { fromServer: true })).toEqual([]);
});
