import type { Migration } from './migration';

export const shopperLanguage: Migration = {
  version: 23,
  name: "the shopper's language (issue 37): null until chosen",
  statements: [`ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'hi'))`],
};
