import { sampleProduct } from '../testing/sample-product';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOP_TITLE } from '@/shared/document-title';
import { ConfigError, readConfig } from '../config';
import { builtDescription, productHead, withHead } from './page-head';
import { headText } from './page-text';

const page =
  '<!doctype html><html><head><meta charset="utf-8"><title>Shop</title><meta name="description" content="The shop"></head><body><div id="root"></div></body></html>';
const hostile = sampleProduct({
  title: `Air "Quote" </script><script>alert('title')</script>`,
  text: `Costs $& and $' — <!-- <b>bold</b> & "quoted" </SCRIPT>`,
});

test('catalogue text cannot leave its attribute or the JSON-LD, and reads back unchanged', () => {
  const html = withHead(page, productHead(hostile, 'https://shop.example', '/images/sneakers/p-1.png'));
  // One script element only, the JSON-LD, and nothing after it before </head>.
  expect(html.match(/<script/gi)).toHaveLength(1);
  expect(html.match(/<\/script>/gi)).toHaveLength(1);
  expect(html).not.toContain('<!--');
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script><\/head>/.exec(html)?.[1];
  expect(JSON.parse(json ?? '')).toMatchObject({ name: hostile.title, description: hostile.text });
  const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
  expect(builtDescription(`<meta name="description" content="${description}">`)).toBe(hostile.text);
  expect(html).toContain(`<title>Air &quot;Quote&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;title&#39;)`);
  // The page's own title and description are replaced, not repeated.
  expect(html).not.toContain('<title>Shop</title>');
  expect(html).not.toContain('content="The shop"');
});

test("the page template's title is the shop's own title the browser and the server use", () => {
  const template = readFileSync(join(__dirname, '../../public/index.html'), 'utf8');
  expect(/<title>([^<]*)<\/title>/.exec(template)?.[1]).toBe(SHOP_TITLE);
});

test('PUBLIC_URL must be an http(s) origin', () => {
  const env = { JWT_SECRET: 'x'.repeat(32) };
  expect(readConfig({ ...env, PUBLIC_URL: 'https://sneakerhub.example/' }).publicUrl).toBe(
    'https://sneakerhub.example',
  );
  expect(readConfig(env).publicUrl).toBeNull();
  for (const bad of ['sneakerhub.example', 'ftp://sneakerhub.example', 'https://sneakerhub.example/shop']) {
    expect(() => readConfig({ ...env, PUBLIC_URL: bad })).toThrow(ConfigError);
  }
});

test("the English catalogue's head words are the page template's (one title and description for both)", () => {
  const template = readFileSync(join(__dirname, '../../public/index.html'), 'utf8');
  expect(headText('en', 'head.shopTitle')).toBe(SHOP_TITLE);
  expect(headText('en', 'head.shopDescription')).toBe(builtDescription(template));
  expect(headText('hi', 'head.shopTitle')).not.toBe(SHOP_TITLE);
});
