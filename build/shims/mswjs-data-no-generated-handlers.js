// See README.md in this folder: db.<model>.toHandlers() and toGraphQLSchema() are not bundled; handlers are hand-written.
function notBundled() {
  throw new Error(
    'db.<model>.toHandlers() and toGraphQLSchema() are not bundled in this build; write the handler by hand',
  );
}
module.exports = {
  generateRestHandlers: notBundled,
  generateGraphQLHandlers: notBundled,
  generateGraphQLSchema: notBundled,
};
