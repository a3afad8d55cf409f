import { clientKey } from './client-key';

describe('clientKey: what a per-address limit counts a client by', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['10.0.0.1', '10.0.0.1'],
    [' 198.51.100.7 ', '198.51.100.7'],
  ])('an IPv4 address is itself: %p', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each([
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    ['::ffff:cb00:7109', '203.0.113.9'],
  ])('an IPv4 address written as IPv6 is the IPv4 address: %p', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
  ])('an IPv6 address is its /64: %p', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('two addresses of one /64 share a key; the next /64 is another', () => {
    expect(clientKey('2001:db8:1:2::a')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::a')).not.toBe(clientKey('2001:db8:1:3::a'));
  });

  it.each([
    'this browser',
    'unknown',
    '',
    '1.2.3',
    '256.1.1.1',
    '2001:db8::1::2',
    '2001:db8:1:2:3:4:5:6:7',
    'g::1',
  ])('anything else is kept as it is: %p', (text) => {
    expect(clientKey(text)).toBe(text);
  });
});
