// See README.md in this folder: db.model.toHandlers() is not bundled; handlers are hand-written.
function notBundled() {
  throw new Error('db.<model>.toHandlers() is not bundled in this build; write the handler by hand');
}
module.exports = { generateRestHandlers: notBundled, generateGraphQLHandlers: notBundled };
