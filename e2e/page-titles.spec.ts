import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

const seed = JSON.parse(readFileSync(join(__dirname, '../src/api/catalogue/seed/products.json'), 'utf8')) as {
  _id: string;
  id: number;
  title: string;
  price: number;
}[];
/** A sneaker the list shows (spec §2: ids above 15). */
const sneaker = seed.find((product) => product.id > 15);
if (!sneaker) throw new Error('the seed has no product the list shows');

test('each screen names the tab after itself, on a first load and after following a link', async ({
  page,
  shot,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('SneakerHub | Sneakers for India');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveTitle('Sneakers | SneakerHub');

  await page.getByRole('main').getByRole('link', { name: sneaker.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: sneaker.title })).toBeVisible();
  await expect(page).toHaveTitle(`${sneaker.title} | SneakerHub`);
  await shot('product page');

  for (const [path, title] of [
    ['/login', 'Login | SneakerHub'],
    ['/signup', 'Signup | SneakerHub'],
    ['/mockman', 'Request tester | SneakerHub'],
    // The server answers an unknown product with its 404 page at /404; the mock's build, in the app.
    [
      '/productlist/no-such-sneaker',
      process.env.E2E_BACKEND === 'server' ? 'Page not found | SneakerHub' : 'Sneaker not found | SneakerHub',
    ],
    ['/no-such-page', 'Page not found | SneakerHub'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('@server a product page as the server sends it, before any script runs, names the sneaker, its price and its picture', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`/productlist/${sneaker._id}`);
  const html = await response.text();
  expect(html).toContain(`<title>${sneaker.title} | SneakerHub</title>`);
  expect(html).toContain(`<meta property="og:title" content="${sneaker.title}">`);
  expect(html).toContain(`<meta property="product:price:amount" content="${sneaker.price.toFixed(2)}">`);
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(image).toBe(`${baseURL}/images/sneakers/${sneaker._id}.png`);
  const picture = await request.get(image);
  expect(picture.headers()['content-type']).toBe('image/png');
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(jsonLd)).toMatchObject({
    '@type': 'Product',
    name: sneaker.title,
    offers: { '@type': 'Offer', priceCurrency: 'INR' },
  });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const product of seed) expect(sitemap).toContain(`/productlist/${product._id}</loc>`);
});
