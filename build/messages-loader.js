// @ts-check
// A catalogue imported with `?compiled` (build/messages.js), as a module of its compiled messages.
const { catalogueModule } = require('./messages');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function messagesLoader() {
  this.cacheable(true);
  return catalogueModule(this.resourcePath);
};
