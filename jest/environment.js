// jest-fixed-jsdom gives jsdom the Fetch API globals MSW needs; two more fixes live here.
const FixedJsdomEnvironment = require('jest-fixed-jsdom');
const nodeCrypto = require('node:crypto');

class StorefrontEnvironment extends FixedJsdomEnvironment {
  constructor(...args) {
    super(...args);
    const global = this.global;
    // jose checks `instanceof Uint8Array` and uses Web Crypto: both must be Node's own, not jsdom's
    // (cross-realm instanceof fails). A plain assignment to `crypto` is ignored by jsdom.
    Object.defineProperty(global, 'crypto', { value: nodeCrypto.webcrypto, configurable: true });
    global.Uint8Array = Uint8Array;
    global.TextEncoder = TextEncoder;
    global.TextDecoder = TextDecoder;
    // @mswjs/data opens a BroadcastChannel per factory and never closes it, which keeps Jest alive.
    const NativeBroadcastChannel = global.BroadcastChannel;
    if (NativeBroadcastChannel) {
      global.BroadcastChannel = class extends NativeBroadcastChannel {
        constructor(name) {
          super(name);
          if (typeof this.unref === 'function') this.unref();
        }
      };
    }
  }
}

module.exports = StorefrontEnvironment;
