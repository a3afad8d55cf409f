// See README.md in this folder: @mswjs/data only logs through debug, which is off unless a
// developer turns it on in localStorage; the shop never reads those logs.
const silent = () => undefined;
silent.enabled = false;
module.exports = { debug: () => silent };
