import type { Migration } from './migration';

export const pictureVariants: Migration = {
  version: 18,
  name: 'product pictures at several widths and formats: one row per file',
  statements: [
    // An upload from before keeps its one row, as file '' (its URL names no file); a new upload
    // is a row per width and format (`<width>.<format>`), all under one version.
    `ALTER TABLE product_images ADD COLUMN file text NOT NULL DEFAULT ''`,
    `ALTER TABLE product_images DROP CONSTRAINT product_images_pkey`,
    `ALTER TABLE product_images ADD PRIMARY KEY (product_id, file)`,
  ],
};
