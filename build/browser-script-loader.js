// @ts-check
const { bundleBrowserScript } = require('./browser-script');

/**
 * webpack loader behind `browserScriptRule`: replaces the entry with its own bundle's text, and
 * watches every file of that bundle, so a change to any of them rebuilds it.
 * @this {import('webpack').LoaderContext<Record<string, never>>}
 */
module.exports = function browserScriptLoader() {
  const done = this.async();
  bundleBrowserScript(this.resourcePath).then(({ expression, files }) => {
    for (const file of files) this.addDependency(file);
    done(null, expression);
  }, done);
};
