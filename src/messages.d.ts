/**
 * `import messages from './catalogues/hi.json?compiled'`: the catalogue's messages compiled by
 * `formatjs compile --ast` at build time (build/messages.js; Jest: jest/messages-transform.js).
 */
declare module '*.json?compiled' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

/** Every message id is one of the English catalogue's: `tsc` refuses an id no catalogue has. */
declare namespace FormatjsIntl {
  interface Message {
    ids: keyof typeof import('./shared/i18n/catalogues/en.json');
  }
}
