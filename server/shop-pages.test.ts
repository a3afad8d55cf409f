import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { previewPath, SHOP_ART } from './http/preview-images.cjs';
import { BROWSER_PBKDF2_ITERATIONS, seedProducts } from '@/api';
import { SHOP_TITLE } from '@/shared/document-title';
import { formatRupees } from '@/shared/format-rupees';
import type { ProductInput, StaffProduct } from '@/shared/catalogue';
import type { CatalogueProduct } from '@/shared/types';
import { readConfig } from './config';
import { openDatabase } from './database';
import { startServer, type RunningServer } from './server';

// The Node server in this process, on PGlite in memory, serving a build made of the shop's real
// page template: what a crawler or a chat app's link preview fetches, fetched the same way.
const template = readFileSync(join(__dirname, '../public/index.html'), 'utf8');
let dist: string;
let running: RunningServer;
/** Closes the server once it has started; nothing to close if it never did. */
let stop = () => Promise.resolve();
let products: CatalogueProduct[];
/** The product page's chunk stylesheet, as the build names it (css/<chunk>.<hash>.css). */
const PRODUCT_PAGE_STYLES = 'css/product-detail.0123abcd.css';

async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const passwordIterations = BROWSER_PBKDF2_ITERATIONS;
  const db = await openDatabase({
    databaseUrl: null,
    dataDir: null,
    passwordIterations,
    seedDemoUsers: false,
  });
  const config = readConfig({ JWT_SECRET: randomBytes(32).toString('hex'), ...env });
  return startServer(
    db,
    { ...config, port: 0, host: '127.0.0.1', distDir: dist },
    { passwordIterations, log: () => undefined },
  );
}

const put = (path: string, content: string | Buffer) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-pages-'));
  put('index.html', template);
  put('robots.txt', readFileSync(join(__dirname, '../public/robots.txt')));
  put(previewPath(SHOP_ART), Buffer.from('shop png'));
  put(PRODUCT_PAGE_STYLES, '.product-detail{}');
  // A picture for the first product only: the others fall back to the shop's.
  put(previewPath(seedProducts[0]?.img.slice(1) ?? ''), Buffer.from('first png'));
  running = await start();
  stop = () => running.close();
  products = await running.repos.catalogue.products();
  // PGlite's cold start: seconds, and many more on a busy machine.
}, 120_000);

afterAll(async () => {
  await stop();
  rmSync(dist, { recursive: true, force: true });
});

async function page(path: string) {
  const response = await fetch(`${running.url}${path}`);
  return { response, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** Every <meta>'s content by its name or property; a name given twice fails. */
function metaOf(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, key, content] of html.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"\s*\/?>/g,
  )) {
    if (key === undefined || content === undefined) continue;
    if (found.has(key)) throw new Error(`<meta> ${key} appears twice`);
    found.set(key, decode(content));
  }
  return found;
}

const titleOf = (html: string) =>
  [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => decode(text ?? ''));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );

test("a product page's HTML carries its title, description, canonical address, preview tags and JSON-LD", async () => {
  const [product] = products;
  if (!product) throw new Error('the seed has no products');
  const { response, html } = await page(`/productlist/${product._id}`);
  const url = `${running.url}/productlist/${product._id}`;
  const image = `${running.url}/${previewPath(product.img.slice(1))}`;

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(titleOf(html)).toEqual([`${product.title} | SneakerHub`]);
  expect(canonicalOf(html)).toBe(url);
  const meta = metaOf(html);
  expect(meta.get('description')).toBe(product.text);
  expect(meta.get('og:type')).toBe('product');
  expect(meta.get('og:title')).toBe(product.title);
  expect(meta.get('og:description')).toBe(product.text);
  expect(meta.get('og:url')).toBe(url);
  expect(meta.get('og:image')).toBe(image);
  expect(meta.get('twitter:card')).toBe('summary_large_image');
  expect(meta.get('twitter:image')).toBe(image);
  expect(meta.get('product:price:amount')).toBe(product.price.toFixed(2));
  expect(meta.get('product:price:currency')).toBe('INR');
  expect(meta.get('twitter:data1')).toBe(formatRupees(product.price));
  const jsonLd = jsonLdOf(html);
  expect(jsonLd).toHaveLength(1);
  expect(jsonLd[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.text,
    image,
    offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'INR' },
  });

  const picture = await fetch(image);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/png');
});

test('a product without a rendered picture shows the shop’s picture in its preview', async () => {
  const product = products[1];
  if (!product) throw new Error('the seed has fewer than two products');
  const { html } = await page(`/productlist/${product._id}`);
  expect(metaOf(html).get('og:image')).toBe(`${running.url}/${previewPath(SHOP_ART)}`);
});

test("home, the list, the legal pages and an unknown product carry the shop's own head; only the listed pages are canonical", async () => {
  const shopDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1];
  for (const [path, canonical, status] of [
    ['/', `${running.url}/`, 200],
    ['/productlist', `${running.url}/productlist`, 200],
    ['/about', `${running.url}/about`, 200],
    ['/policies/returns', `${running.url}/policies/returns`, 200],
    ['/policies/no-such-policy', undefined, 404],
    ['/productlist/no-such-sneaker', undefined, 404],
    ['/cart', undefined, 200],
  ] as const) {
    const { response, html } = await page(path);
    expect(response.status).toBe(status);
    expect(titleOf(html)).toEqual([SHOP_TITLE]);
    const meta = metaOf(html);
    expect(meta.get('description')).toBe(shopDescription);
    expect(meta.get('og:type')).toBe('website');
    expect(meta.get('og:image')).toBe(`${running.url}/${previewPath(SHOP_ART)}`);
    expect(canonicalOf(html)).toBe(canonical);
    expect(jsonLdOf(html)).toEqual([]);
  }
});

test("a product page's Content-Security-Policy is the shop's: the JSON-LD is data, not a script to allow", async () => {
  const [product] = products;
  const home = await page('/');
  const productPage = await page(`/productlist/${product?._id}`);
  expect(productPage.response.headers.get('content-security-policy')).toBe(
    home.response.headers.get('content-security-policy'),
  );
});

test('the sitemap lists home, the list, the legal pages and every product; robots.txt names it', async () => {
  const sitemap = await fetch(`${running.url}/sitemap.xml`);
  expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
  expect(locations).toEqual([
    `${running.url}/`,
    `${running.url}/productlist`,
    `${running.url}/about`,
    `${running.url}/grievance`,
    `${running.url}/policies/returns`,
    `${running.url}/policies/refunds`,
    `${running.url}/policies/cancellation`,
    `${running.url}/policies/shipping`,
    `${running.url}/policies/payment-security`,
    ...products.map((product) => `${running.url}/productlist/${product._id}`),
  ]);

  const robots = await (await fetch(`${running.url}/robots.txt`)).text();
  expect(robots).toContain(readFileSync(join(__dirname, '../public/robots.txt'), 'utf8').trim());
  expect(robots).toContain(`Sitemap: ${running.url}/sitemap.xml`);
});

/** A GET as node:http sends it, so the Host header is whatever the test says (fetch sets its own). */
function getWith(path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${running.url}${path}`, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

test('without PUBLIC_URL or TRUST_PROXY, no header a client sends changes an absolute address', async () => {
  const forged = { host: 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
  const [product] = products;
  const html = await getWith(`/productlist/${product?._id}`, forged);
  expect(canonicalOf(html)).toBe(`${running.url}/productlist/${product?._id}`);
  expect(metaOf(html).get('og:url')).toBe(`${running.url}/productlist/${product?._id}`);
  const locations = [...(await getWith('/sitemap.xml', forged)).matchAll(/<loc>([^<]*)<\/loc>/g)];
  expect(locations.map(([, loc]) => loc)).toContain(`${running.url}/`);
  expect(locations.every(([, loc]) => loc?.startsWith(`${running.url}/`))).toBe(true);
  expect(await getWith('/robots.txt', forged)).toContain(`Sitemap: ${running.url}/sitemap.xml`);
});

test('with PUBLIC_URL every absolute address starts with it, whatever the request was sent to', async () => {
  const shop = await start({ PUBLIC_URL: 'https://sneakerhub.example/' });
  try {
    const [product] = products;
    const html = await (await fetch(`${shop.url}/productlist/${product?._id}`)).text();
    expect(canonicalOf(html)).toBe(`https://sneakerhub.example/productlist/${product?._id}`);
    const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://sneakerhub.example/sitemap.xml');
  } finally {
    await shop.close();
  }
}, 120_000);

/** The text of every element in `html`'s body, as a reader without JavaScript sees it. */
const bodyText = (html: string) =>
  decode(
    (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

test("a product page's body has its title, price in rupees, description and picture, and the data it was rendered from", async () => {
  const [product] = products;
  if (!product) throw new Error('the seed has no products');
  const { response, html } = await page(`/productlist/${product._id}`);

  expect(response.status).toBe(200);
  const text = bodyText(html);
  expect(text).toContain(product.title);
  expect(text).toContain(formatRupees(product.price));
  expect(text).toContain(product.text);
  expect(html).toContain(`alt="${product.title}"`);
  // Laid out before any script runs, with no stylesheet to fetch first: its screen's stylesheet is
  // written into the head, named as the chunk's loader looks for it; no style attribute (the
  // Content-Security-Policy forbids them) anywhere.
  const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0];
  expect(head).toContain(
    `<style data-href="/${PRODUCT_PAGE_STYLES}">${readFileSync(join(dist, PRODUCT_PAGE_STYLES), 'utf8')}</style>`,
  );
  expect(head).not.toContain('rel="stylesheet"');
  expect(html).not.toMatch(/\sstyle="/);
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(data).not.toMatch(/[<>]/);
  expect(JSON.stringify(JSON.parse(data))).toContain(product._id);
  expect(html).not.toContain('<noscript>');
});

test('an unknown path and an unknown product answer 404 with the not-found page; a kept page answers 304 to its ETag', async () => {
  for (const path of ['/no/such/page', '/productlist/no-such-sneaker']) {
    const { response, html } = await page(path);
    expect(response.status).toBe(404);
    expect(bodyText(html)).toContain('Page not found');
  }
  const path = `/productlist/${products[1]?._id}`;
  await page(path);
  const kept = await fetch(`${running.url}${path}`);
  const etag = kept.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await fetch(`${running.url}${path}`, { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
});

test("a query string keeps a product page's own head", async () => {
  const [product] = products;
  const { html } = await page(`/productlist/${product?._id}?utm_source=newsletter`);
  expect(titleOf(html)).toEqual([`${product?.title} | SneakerHub`]);
  expect(canonicalOf(html)).toBe(`${running.url}/productlist/${product?._id}`);
});

test('a crawler gets the whole page at once; a kept page is dropped when the catalogue changes', async () => {
  const product = products[2];
  if (!product) throw new Error('the seed has too few products');
  const path = `/productlist/${product._id}`;
  const crawled = await fetch(`${running.url}${path}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(crawled.headers.get('content-length')).not.toBeNull();
  expect(bodyText(await crawled.text())).toContain(product.title);

  const staff = await running.repos.catalogue.staffProduct(product._id);
  if (!staff) throw new Error('the product has no staff view');
  const renamed = `${product.title} Monsoon Edition`;
  await running.repos.catalogue.update(product._id, { ...inputOf(staff), title: renamed });
  const { html } = await page(path);
  expect(bodyText(html)).toContain(renamed);
  expect(titleOf(html)).toEqual([`${renamed} | SneakerHub`]);
});

/** What the staff form sends for a product, from its staff view. */
function inputOf(product: StaffProduct): ProductInput {
  const { title, text, brand, category, price, mrp, countryOfOrigin, published } = product;
  if (!category) throw new Error('the product has no category');
  return { title, text, brand, category, price, mrp, countryOfOrigin, published };
}

describe('pages in Hindi (issue 37)', () => {
  test('/hi/productlist comes as Hindi HTML: lang, title, description, og:locale, its alternates', async () => {
    const { response, html } = await page('/hi/productlist');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="hi-IN"/);
    expect(titleOf(html)).toEqual(['SneakerHub | भारत के लिए स्नीकर्स']);
    const meta = metaOf(html);
    expect(meta.get('og:locale')).toBe('hi_IN');
    expect(meta.get('description')).toMatch(/पूरे भारत में डिलीवरी/);
    expect(canonicalOf(html)).toBe(`${running.url}/hi/productlist`);
    expect(alternatesIn(html)).toEqual({
      'en-IN': `${running.url}/productlist`,
      'hi-IN': `${running.url}/hi/productlist`,
      'x-default': `${running.url}/productlist`,
    });
    expect(bodyText(html)).toContain('प्रोडक्ट');
    expect(bodyText(html)).not.toContain('Get Help');
  });

  test('an English page names its Hindi version, and stays English', async () => {
    const { html } = await page('/about');
    expect(html).toMatch(/<html lang="en-IN"/);
    expect(metaOf(html).get('og:locale')).toBe('en_IN');
    expect(alternatesIn(html)['hi-IN']).toBe(`${running.url}/hi/about`);
  });

  test("a product's Hindi page carries its JSON-LD at its Hindi address, in Hindi, the price labelled in Hindi", async () => {
    const product = products.find((each) => each.titleHi && each.textHi);
    if (!product?.titleHi || !product.textHi) throw new Error('the seed has products in Hindi');
    const { html } = await page(`/hi/productlist/${product._id}`);
    const url = `${running.url}/hi/productlist/${product._id}`;
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'Product', name: product.titleHi, url });
    expect(titleOf(html)).toEqual([`${product.titleHi} | SneakerHub`]);
    expect(metaOf(html).get('description')).toBe(product.textHi);
    expect(bodyText(html)).toContain(product.textHi);
    expect(html).not.toContain('\0');
    expect(metaOf(html).get('twitter:label1')).toBe('कीमत');
    expect(metaOf(html).get('og:locale')).toBe('hi_IN');
  });

  test('a product without Hindi reads in English on its Hindi page', async () => {
    const product = products.find((each) => !each.titleHi && !each.textHi);
    if (!product) throw new Error('the seed leaves a product without Hindi');
    const { html } = await page(`/hi/productlist/${product._id}`);
    expect(jsonLdOf(html)[0]).toMatchObject({ name: product.title });
    expect(metaOf(html).get('description')).toBe(product.text);
    expect(bodyText(html)).toContain(product.text);
  });

  test('/hi/productlist?q=नाइकी comes with the Nike sneakers in Hindi, and no other brand', async () => {
    const { response, html } = await page(`/hi/productlist?q=${encodeURIComponent('नाइकी')}`);
    expect(response.status).toBe(200);
    const text = bodyText(html);
    const shown = products.filter((product) => text.includes(product.titleHi ?? product.title));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((product) => product.brand === 'nike' && product.titleHi)).toBe(true);
  });

  test('an unknown Hindi address answers 404 with the Hindi not-found page', async () => {
    const { response, html } = await page('/hi/no/such/page');
    expect(response.status).toBe(404);
    expect(bodyText(html)).toContain('पेज नहीं मिला');
    expect(alternatesIn(html)).toEqual({});
  });

  test('a visit to / goes to /hi only when the language cookie says Hindi', async () => {
    const hindi = await fetch(`${running.url}/?ref=sms`, {
      headers: { cookie: 'x=1; lang=hi' },
      redirect: 'manual',
    });
    expect(hindi.status).toBe(302);
    expect(hindi.headers.get('location')).toBe('/hi?ref=sms');
    for (const cookie of ['lang=en', 'lang=fr', '']) {
      const english = await fetch(`${running.url}/`, { headers: { cookie }, redirect: 'manual' });
      expect(english.status).toBe(200);
    }
  });

  test('the sitemap names each page in both languages', async () => {
    const xml = await (await fetch(`${running.url}/sitemap.xml`)).text();
    const [product] = products;
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${running.url}/hi/productlist/${product?._id}"/>`,
    );
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${running.url}/hi"/>`);
  });
});

/** The page's hreflang alternates, by language. */
function alternatesIn(html: string): Record<string, string> {
  const links = html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g);
  return Object.fromEntries([...links].map(([, lang = '', href = '']) => [lang, decode(href)]));
}
