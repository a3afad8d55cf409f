import { BYTE_ORDER_MARK, csvLine, csvStream, csvText } from './csv';

const read = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

async function* batches<T>(...each: T[][]) {
  for (const batch of each) yield await Promise.resolve(batch);
}

describe('the CSV writer', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', `"'\rreturn"`],
  ])('neutralises a text cell starting a formula: %j → %j', (cell, written) => {
    expect(csvLine([cell])).toBe(`${written}\r\n`);
  });

  it('quotes commas, quotes and line breaks (RFC 4180), keeps ₹ and Devanagari as they are', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 'प्रिया', '₹1,234'])).toBe(
      '"a,b","say ""hi""","two\nlines",प्रिया,"₹1,234"\r\n',
    );
  });

  it('writes numbers as numbers, negative ones too, amounts with two decimals', () => {
    expect(csvLine([-1234.5, 3, 0.1 + 0.2, null])).toBe('-1234.50,3,0.30,\r\n');
  });

  it('starts a table with the byte-order mark, then the header', () => {
    expect(csvText(['A', 'B'], [[1, 'x']])).toBe(`${BYTE_ORDER_MARK}A,B\r\n1,x\r\n`);
  });

  it('streams the header, then each batch, in order', async () => {
    const stream = csvStream(['N'], batches([[1], [2]], [], [[3]]));
    expect(await read(stream)).toBe(`${BYTE_ORDER_MARK}N\r\n1\r\n2\r\n3\r\n`);
  });

  it('reads a batch only when the reader pulls', async () => {
    let read = 0;
    async function* counted() {
      for (let batch = 0; batch < 100; batch += 1) {
        read += 1;
        yield await Promise.resolve([[batch]]);
      }
    }
    const reader = csvStream(['N'], counted()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(read).toBeLessThanOrEqual(3);
  });
});
