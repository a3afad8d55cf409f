// @ts-check
// A catalogue imported with `?compiled` (build/messages.js), as a module of its compiled messages;
// with `&part=<name>`, of that part's messages only.
const { PARTS_FILE, catalogueModule } = require('./messages');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function messagesLoader() {
  this.cacheable(true);
  // A part's ids change with the table of parts, too.
  this.addDependency(PARTS_FILE);
  return catalogueModule(this.resourcePath, this.resourceQuery);
};
