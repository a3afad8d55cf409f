/**
 * `import messages from '@/shared/i18n/catalogues/hi.json?compiled'`: the catalogue's messages
 * compiled by `formatjs compile --ast` at build time (build/messages.js; Jest:
 * jest/messages-transform.js); `…?compiled&part=cart`, one part of them (docs/i18n.md, Parts).
 */
declare module '@/shared/i18n/catalogues/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

/** Every message id is one of the English catalogue's: `tsc` refuses an id no catalogue has. */
declare namespace FormatjsIntl {
  interface Message {
    ids: keyof typeof import('./shared/i18n/catalogues/en.json');
  }
}
