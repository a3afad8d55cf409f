// See README.md in this folder: @mswjs/data uses only isFunction from the lodash root.
module.exports = { isFunction: require('lodash/isFunction') };
