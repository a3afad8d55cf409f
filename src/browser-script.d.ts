/**
 * `import source from './x.script.ts?script'`: the text of x.script.ts bundled on its own into a
 * classic script, one JavaScript expression whose value is the entry's exports
 * (build/browser-script.js; Jest: jest/browser-script-transform.js).
 */
declare module '*?script' {
  const expression: string;
  export default expression;
}
