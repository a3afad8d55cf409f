import { seedProducts } from '@/api/catalogue';
import type { Migration } from './migration';

export const catalogueAdministration: Migration = {
  version: 11,
  name: 'catalogue administration: MRP, country of origin, published, and pictures staff upload',
  statements: [
    `ALTER TABLE products ADD COLUMN mrp integer`,
    `ALTER TABLE products ADD COLUMN country_of_origin text`,
    // The seed's own figures for the products a database already holds; any other row (none
    // ships) is taken at its price, made in India, until staff edit it.
    `UPDATE products p SET mrp = s.mrp, country_of_origin = s.country
       FROM (VALUES ${seedProducts.map(({ _id, mrp, countryOfOrigin }) => `('${_id}', ${mrp}, '${countryOfOrigin}')`).join(', ')})
         AS s (_id, mrp, country)
       WHERE p._id = s._id`,
    `UPDATE products SET mrp = price, country_of_origin = 'India' WHERE mrp IS NULL`,
    `ALTER TABLE products ALTER COLUMN mrp SET NOT NULL`,
    `ALTER TABLE products ALTER COLUMN country_of_origin SET NOT NULL`,
    `ALTER TABLE products ADD CONSTRAINT products_mrp_at_least_price CHECK (mrp >= price)`,
    `ALTER TABLE products ADD COLUMN published boolean NOT NULL DEFAULT true`,
    // One picture per product: an upload replaces it under a new version, which its URL carries,
    // so the answer at each URL never changes and may be cached for ever.
    `CREATE TABLE product_images (
        product_id text PRIMARY KEY REFERENCES products (_id),
        version text NOT NULL,
        content_type text NOT NULL,
        bytes bytea NOT NULL
      )`,
  ],
};
