/**
 * The key a per-address limit counts a client by. An IPv4 address is itself. An IPv6 address is its
 * /64 network: one home, phone or server is handed a whole /64 and can use a fresh address of it
 * for every request, so counting addresses one by one would count nothing. An IPv4 address written
 * as IPv6 (`::ffff:203.0.113.9`, as a dual-stack socket reports it) is the IPv4 address. Anything
 * that is not an address (the embedded mock's one client) is kept as it is.
 */
export function clientKey(address: string): string {
  const text = address.trim();
  if (IPV4.test(text)) return text;
  const hextets = ipv6Hextets(text);
  if (!hextets) return address;
  const mapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** The 8 numbers of an IPv6 address (`::`, a zone `%eth0`, brackets and a dotted IPv4 tail allowed), or null. */
function ipv6Hextets(text: string): number[] | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%[^%]*$/, '');
  if (!bare.includes(':')) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const parts = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  // A dotted IPv4 tail stands for the last two hextets.
  const last = tail.length > 0 ? tail : head;
  const dotted = last.at(-1);
  if (dotted !== undefined && IPV4.test(dotted)) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const given = [...head, ...tail];
  if (!given.every((part) => HEXTET.test(part))) return null;
  const missing = 8 - given.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const numbers = given.map((part) => parseInt(part, 16));
  return [...numbers.slice(0, head.length), ...Array<number>(missing).fill(0), ...numbers.slice(head.length)];
}
