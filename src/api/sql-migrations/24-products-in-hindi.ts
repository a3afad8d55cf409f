import { seedProducts } from '@/api/catalogue';
import type { Migration } from './migration';

/** SQL's text literal of `value`: quotes doubled. */
const literal = (value: string | undefined) => (value ? `'${value.replaceAll("'", "''")}'` : 'NULL');

export const productsInHindi: Migration = {
  version: 24,
  name: 'products in Hindi (issue 37): a title and a description, null for none',
  statements: [
    `ALTER TABLE products ADD COLUMN title_hi text`,
    `ALTER TABLE products ADD COLUMN text_hi text`,
    // The seed's Hindi for the seed products a database already holds, as long as staff have not
    // retitled them (a Hindi title of the old name would mislead); the description likewise.
    `UPDATE products p
       SET title_hi = s.title_hi, text_hi = CASE WHEN p."text" = s."text" THEN s.text_hi END
       FROM (VALUES ${seedProducts
         .map(
           ({ _id, title, text, titleHi, textHi }) =>
             `('${_id}', ${literal(title)}, ${literal(text)}, ${literal(titleHi)}, ${literal(textHi)})`,
         )
         .join(', ')}) AS s (_id, title, "text", title_hi, text_hi)
       WHERE p._id = s._id AND p.title = s.title`,
  ],
};
