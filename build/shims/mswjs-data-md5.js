// See README.md in this folder: @mswjs/data hashes a salt into its database's id (which tab's
// sync message a change came from; the shop switches that sync off). Any stable hash serves: this
// is 32-bit FNV-1a, in hex.
module.exports = (text) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};
