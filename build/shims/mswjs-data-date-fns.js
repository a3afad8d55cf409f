// See README.md in this folder: @mswjs/data uses only compareAsc from date-fns.
module.exports = { compareAsc: require('date-fns/compareAsc').default ?? require('date-fns/compareAsc') };
