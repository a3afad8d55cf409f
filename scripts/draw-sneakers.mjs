// draw-sneakers.mjs: draws the product art for the mock catalogue.
// Reads src/api/catalogue/seed/products.json and writes one original, flat SVG sneaker per product to
// public/images/sneakers/<_id>.svg (400x300), coloured from the product's `color` (upper) and
// `shadow` (accents). The silhouette (runner, court, high-top, skate low, slip-on, chunky, trail)
// is picked from words in the title, then from the brand. No brand marks are drawn: stripes are
// abstract shapes. No dependencies, no randomness: the same products.json gives the same files.
// Rerun after editing the seed:  npm run art   (or: node scripts/draw-sneakers.mjs)
// Stale <uuid>.svg files whose product is gone are removed; other files are left alone.

import { readFileSync, writeFileSync, mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ _id: string; id: number; title: string; brand: string; color: string; shadow: string }} Product */
/** @typedef {{ line: string; accent: string; panel: string }} Palette */
/**
 * @typedef {{ upper: string; sole: string; out: string; stripe: string; heel: string; collar: string;
 *   tongue?: string; throat?: Throat; extra?: (c: Palette) => string }} Shape
 */
/** @typedef {[x0: number, y0: number, x1: number, y1: number, n: number]} Throat */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** @type {Product[]} */
const products = JSON.parse(readFileSync(join(root, 'src/api/catalogue/seed/products.json'), 'utf8'));
const outDir = join(root, 'public/images/sneakers');

// ---- colour helpers -------------------------------------------------------------------------
/** @type {(hex: string) => [number, number, number]} */
const rgb = (hex) => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];
/** @type {(c: number[]) => string} */
const hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
/** @type {(a: string, b: string, t: number) => string} */
const mix = (a, b, t) => {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return hex([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t]);
};
/** @type {(h: string) => number} */
const lum = (h) => {
  const [r, g, b] = rgb(h);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};
/** @type {(h: string, t: number) => string} */
const shade = (h, t) => mix(h, '#1B1530', t);
/** @type {(s: string) => string} */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- silhouettes ----------------------------------------------------------------------------
// Each shape: upper outline, sole (midsole), outsole band, accent stripe, heel tab, lace points
// [x, y] along the throat, optional extras drawn on top. The toe points right; ground is y≈240.
const LOW_SOLE = 'M42 208H366C374 220 372 242 356 248H56C40 244 36 222 42 208Z';
const LOW_OUT = 'M39 234C41 243 48 248 56 248H356C364 246 370 241 372 234Z';
/** @type {Record<string, Shape>} */
const SHAPES = {
  runner: {
    upper:
      'M52 210C44 180 46 142 60 114C66 102 84 100 96 110C110 124 132 126 150 114L170 98C180 88 198 88 206 98C230 128 266 148 316 158C352 166 372 184 370 206Z',
    sole: 'M46 204C38 230 50 250 76 250H332C360 250 376 232 370 202Z',
    out: 'M44 236C48 246 58 250 76 250H332C352 250 366 242 372 230Z',
    stripe: 'M92 196C138 158 210 144 288 162L282 176C214 162 156 172 106 208Z',
    heel: 'M56 140C48 164 48 190 54 208H78C74 188 74 164 82 136Z',
    collar: 'M62 112C74 102 88 104 96 112C86 116 72 116 62 112Z',
    throat: [186, 120, 256, 156, 4],
  },
  court: {
    upper:
      'M48 210C42 186 44 150 56 128C64 114 86 112 98 122C110 134 132 136 150 124L170 106C180 96 198 96 206 106C226 136 262 154 312 162C350 168 370 186 366 210Z',
    sole: LOW_SOLE,
    out: LOW_OUT,
    stripe: 'M118 206C134 166 178 144 228 142C206 160 190 182 182 206Z',
    heel: 'M52 148C44 170 44 192 48 208H80C78 188 78 166 84 144Z',
    collar: 'M60 126C72 116 88 118 96 124C86 128 72 129 60 126Z',
    throat: [190, 126, 258, 162, 4],
    extra: (c) =>
      `<path d="M56 222H354" stroke="${c.line}" stroke-width="2" stroke-dasharray="6 5" opacity=".35"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="${296 + i * 14}" cy="${180 - (i % 2) * 6}" r="2.5" fill="${c.line}" opacity=".35"/>`,
        )
        .join(''),
  },
  hightop: {
    tongue: 'M126 54C128 36 150 32 158 42L178 82L150 90Z',
    upper:
      'M50 210L48 72C48 56 58 48 74 48H126C136 48 142 54 146 62L196 124C226 142 270 156 320 164C352 170 370 188 366 210Z',
    sole: LOW_SOLE,
    out: LOW_OUT,
    stripe: 'M40 216H371V221H40Z',
    heel: 'M50 140V208H70V140Z',
    collar: 'M60 54C80 48 114 48 132 54C114 60 80 60 60 54Z',
    throat: [144, 80, 214, 146, 5],
    extra: (c) =>
      `<path d="M290 208C298 180 340 176 366 208Z" fill="#FFF8F0" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M300 196H352M296 186H346" stroke="${c.line}" stroke-width="1.5" opacity=".4"/>` +
      `<circle cx="96" cy="120" r="17" fill="#FFF8F0" stroke="${c.line}" stroke-width="2.5"/><circle cx="96" cy="120" r="8" fill="${c.accent}"/>`,
  },
  skate: {
    upper:
      'M48 210C42 184 44 150 54 126C62 112 86 110 100 120C112 130 132 132 150 122L170 106C180 96 198 96 206 106C226 136 262 152 312 160C350 166 370 186 366 210Z',
    sole: LOW_SOLE,
    out: LOW_OUT,
    stripe:
      'M80 192C116 150 160 200 196 158C208 144 226 138 246 142C226 148 214 164 204 176C166 220 122 172 88 204Z',
    heel: 'M52 146C44 168 44 190 48 208H76C74 188 74 166 80 142Z',
    collar: 'M56 126C68 112 90 112 102 122C88 128 70 129 56 126Z',
    throat: [190, 126, 258, 162, 4],
    extra: (c) =>
      `<path d="M262 158C290 168 330 166 350 174C364 182 368 196 366 208H262Z" fill="${c.panel}"/>` +
      `<path d="M48 220H360M48 230H362" stroke="${c.line}" stroke-width="1.5" opacity=".25"/>`,
  },
  slipon: {
    upper:
      'M48 210C42 188 44 156 54 136C62 124 80 124 96 130C130 140 176 140 214 128C250 138 282 156 318 164C352 170 370 188 366 210Z',
    sole: LOW_SOLE,
    out: LOW_OUT,
    stripe: 'M40 216H371V221H40Z',
    heel: 'M52 152C44 172 44 192 48 208H78C76 190 76 170 82 148Z',
    collar: 'M58 134C90 128 172 146 214 128C178 146 100 144 58 134Z',
    extra: (c) =>
      `<path d="M200 138L214 170L228 138Z" fill="${c.line}" opacity=".5"/>` +
      `<path d="M230 144C270 150 320 160 352 178" fill="none" stroke="${c.line}" stroke-width="2" stroke-dasharray="5 5" opacity=".4"/>`,
  },
  chunky: {
    upper:
      'M52 198C44 168 48 130 62 106C68 94 86 92 98 102C112 116 134 118 152 106L172 90C182 80 200 80 208 90C232 120 268 136 316 146C352 154 372 172 370 196Z',
    sole: 'M44 188C36 222 48 252 80 252H330C362 252 378 226 372 186C340 198 300 204 250 198C200 192 150 208 110 202C84 198 62 194 44 188Z',
    out: 'M42 236C48 246 60 252 80 252H330C352 252 366 244 374 232Z',
    stripe: 'M88 180C138 142 210 126 292 148L286 162C212 142 150 156 102 192Z',
    heel: 'M56 128C48 152 48 176 54 196H80C76 176 76 152 84 124Z',
    collar: 'M62 104C74 94 88 96 96 104C86 108 72 108 62 104Z',
    throat: [188, 110, 258, 146, 4],
    extra: (c) =>
      `<path d="M56 218C110 228 170 210 224 218C270 224 320 218 366 208" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  },
  trail: {
    upper:
      'M52 206C44 176 46 140 60 112C66 100 84 98 96 108C110 122 132 124 150 112L170 96C180 86 198 86 206 96C230 126 266 144 316 154C352 162 372 180 370 204Z',
    sole: 'M46 200C38 224 50 244 76 244H332C360 244 376 228 370 198Z',
    out: 'M50 240L54 252L66 244L82 254L98 244L114 254L130 244L146 254L162 244L178 254L194 244L210 254L226 244L242 254L258 244L274 254L290 244L306 254L322 244L338 254L354 242L372 224Z',
    stripe: 'M100 150L140 182L186 140L226 178L214 190L186 162L140 202L92 166Z',
    heel: 'M56 136C48 160 48 186 54 204H78C74 184 74 160 82 132Z',
    collar: 'M62 110C74 100 88 102 96 110C86 114 72 114 62 110Z',
    throat: [186, 118, 256, 154, 4],
    extra: (c) =>
      `<path d="M296 204C298 176 330 164 356 176C368 184 372 196 370 204Z" fill="${c.panel}" stroke="${c.line}" stroke-width="3" stroke-linejoin="round"/>`,
  },
};

// Title words first (the product name says what kind of shoe it is), then the brand.
/** @type {[RegExp, string][]} */
const RULES = [
  [/\b(hi|high|mid|hoop)\b/i, 'hightop'],
  [/\b(slip|slide|knit)\b/i, 'slipon'],
  [/\b(trail|hike)\b/i, 'trail'],
  [/\b(platform|lift|bold|puff|future|bubble|cushion|sculpt)\b/i, 'chunky'],
  [/\b(court|suede|heritage|shell)\b/i, 'court'],
];
/** @type {Record<string, string>} */
const BRAND_DEFAULT = {
  converse: 'skate',
  vans: 'skate',
  nike: 'runner',
  adidas: 'runner',
  puma: 'runner',
};
/** @type {(p: Product) => string} */
const silhouetteOf = (p) => {
  const silhouette = RULES.find(([re]) => re.test(p.title))?.[1] ?? BRAND_DEFAULT[p.brand];
  if (!silhouette) throw new Error(`No silhouette for "${p.title}": add ${p.brand} to BRAND_DEFAULT`);
  return silhouette;
};

// Background disc: a tint of a shop palette colour that stands apart from the upper.
/** @type {Record<string, string>} */
const TINTS = {
  '#F4D06F': '#FBEBC0',
  '#9DD9D2': '#D8F1EE',
  '#FF8811': '#FFE1C7',
  '#392F5A': '#E6E0F5',
};
/** @type {(a: string, b: string) => number} */
const dist = (a, b) => {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return (r1 - r2) ** 2 + (g1 - g2) ** 2 + (b1 - b2) ** 2;
};

// Lace bars across the throat line (x0,y0)→(x1,y1), n bars, perpendicular to it.
/** @param {Throat} throat */
function laceBars([x0, y0, x1, y1, n]) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const [px, py] = [((y1 - y0) / len) * 10, (-(x1 - x0) / len) * 10];
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1);
    const cx = x0 + (x1 - x0) * t;
    const cy = y0 + (y1 - y0) * t;
    d += `M${Math.round(cx - px)} ${Math.round(cy - py)}L${Math.round(cx + px)} ${Math.round(cy + py)}`;
  }
  return d;
}

/** @param {Product} p */
function draw(p) {
  const s = SHAPES[silhouetteOf(p)];
  if (!s) throw new Error(`No shape named ${silhouetteOf(p)}`);
  const upper = p.color;
  const light = lum(upper) > 0.75;
  const accent = p.shadow.toUpperCase() === upper.toUpperCase() ? shade(upper, 0.4) : p.shadow;
  /** @type {Palette} */
  const c = {
    line: shade(upper, light ? 0.7 : 0.55),
    accent,
    panel: light ? mix(accent, '#FFFFFF', 0.55) : shade(upper, 0.22),
  };
  const bases = Object.keys(TINTS).sort((a, b) => dist(b, upper) - dist(a, upper));
  const bg = TINTS[bases[p.id % 2] ?? ''];
  const sole = light ? mix(accent, '#FFF8F0', 0.85) : '#FFF8F0';
  const out = lum(accent) > 0.8 ? c.line : shade(accent, 0.15);
  const lace = lum(upper) < 0.5 ? '#FFF8F0' : c.line;
  const sw = 'stroke-width="3" stroke-linejoin="round"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img">`,
    `<title>${esc(p.title)}</title>`,
    `<circle cx="204" cy="146" r="132" fill="${bg}"/>`,
    `<ellipse cx="206" cy="256" rx="170" ry="11" fill="#1B1530" opacity=".13"/>`,
    s.tongue ? `<path d="${s.tongue}" fill="${c.panel}" stroke="${c.line}" ${sw}/>` : '',
    `<path d="${s.sole}" fill="${sole}" stroke="${c.line}" ${sw}/>`,
    `<path d="${s.out}" fill="${out}"/>`,
    `<path d="${s.upper}" fill="${upper}"/>`,
    `<path d="${s.heel}" fill="${accent}" opacity=".9"/>`,
    `<path d="${s.stripe}" fill="${accent}"/>`,
    s.extra ? s.extra(c) : '',
    `<path d="${s.collar}" fill="${c.line}"/>`,
    s.throat
      ? `<path d="${laceBars(s.throat)}" stroke="${lace}" stroke-width="5" stroke-linecap="round"/>`
      : '',
    `<path d="${s.upper}" fill="none" stroke="${c.line}" ${sw}/>`,
    `</svg>\n`,
  ].join('');
}

mkdirSync(outDir, { recursive: true });
const wanted = new Set(products.map((p) => `${p._id}.svg`));
for (const f of readdirSync(outDir)) {
  if (/^[0-9a-f-]{36}\.svg$/.test(f) && !wanted.has(f)) unlinkSync(join(outDir, f));
}
/** @type {Record<string, number>} */
const counts = {};
for (const p of products) {
  writeFileSync(join(outDir, `${p._id}.svg`), draw(p));
  counts[silhouetteOf(p)] = (counts[silhouetteOf(p)] ?? 0) + 1;
}
console.log(`draw-sneakers: wrote ${products.length} SVGs to public/images/sneakers`, counts);
