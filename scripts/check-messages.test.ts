import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'check-messages.mjs');

/** Runs the catalogue check on a folder holding these catalogues. */
function checkMessages(catalogues: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'check-messages-'));
  try {
    for (const [file, text] of Object.entries(catalogues)) writeFileSync(join(dir, file), text);
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const en = {
  'cart.title': 'Cart',
  'cart.count': '{count, plural, one {# pair} other {# pairs}} in <b>cart</b>',
};
const hi = {
  'cart.title': 'कार्ट',
  'cart.count': '<b>कार्ट</b> में {count, plural, one {# जोड़ी} other {# जोड़ी}}',
};

describe('the catalogue check (npm run check:messages)', () => {
  it('passes when both catalogues hold the same ids with the same arguments', () => {
    const { status, output } = checkMessages({
      'en.json': JSON.stringify(en),
      'hi.json': JSON.stringify(hi),
    });
    expect(output).toContain('passed');
    expect(status).toBe(0);
  });

  it('fails on an id missing from either catalogue, naming it and the catalogue', () => {
    const { 'cart.title': _title, ...hindiWithoutTitle } = hi;
    const { status, output } = checkMessages({
      'en.json': JSON.stringify(en),
      'hi.json': JSON.stringify({ ...hindiWithoutTitle, 'cart.extra': 'अतिरिक्त' }),
    });
    expect(status).toBe(1);
    expect(output).toContain('"cart.title" is missing from hi.json');
    expect(output).toContain('"cart.extra" is missing from en.json');
  });

  it('fails on a translation that drops an argument or a tag', () => {
    const { status, output } = checkMessages({
      'en.json': JSON.stringify(en),
      'hi.json': JSON.stringify({ ...hi, 'cart.count': 'कार्ट में जोड़ियाँ' }),
    });
    expect(status).toBe(1);
    expect(output).toContain('"cart.count" has other arguments or tags');
  });

  it('fails on a message that is not ICU, and on an id written twice', () => {
    const { status, output } = checkMessages({
      'en.json': '{\n  "cart.title": "Cart",\n  "cart.title": "Cart"\n}\n',
      'hi.json': JSON.stringify({ 'cart.title': 'कार्ट {' }),
    });
    expect(status).toBe(1);
    expect(output).toContain('hi.json does not compile');
    expect(output).toContain('en.json has "cart.title" twice');
  });

  it('lists the prefixes in the core part, marking those the table of parts names nowhere', () => {
    const words = { 'cart.title': 'Cart', 'header.search': 'Search', 'zebra.title': 'Zebra' };
    const { status, output } = checkMessages({
      'en.json': JSON.stringify(words),
      'hi.json': JSON.stringify(words),
    });
    expect(status).toBe(0);
    expect(output).toMatch(/in the core part \(every first load\): header\n/);
    expect(output).toMatch(/names them nowhere: zebra \(/);
  });
});
