import { migrations, seedProducts, type SqlClient } from '@/api';
import { migrate } from './migrate';
import { openPglite } from './pglite-client';

const BEFORE_HINDI = migrations.filter((migration) => migration.version < 24);

/** A database in PGlite, in memory, for the length of `work`. */
async function withDatabase(work: (db: SqlClient) => Promise<void>): Promise<void> {
  const db = await openPglite();
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

/** A seed product as the schema before migration 24 stores it, under `title` and `text`. */
async function insertProduct(db: SqlClient, index: number, title: string, text: string): Promise<string> {
  const product = seedProducts[index];
  if (!product) throw new Error(`the seed has no product ${index}`);
  await db.query(
    `INSERT INTO products (_id, id, title, "text", img, price, mrp, country_of_origin, rating, brand, category,
       btn, color, shadow, seq)
     VALUES ($1, $2, $3, $4, '', 1000, 1000, 'India', '4', 'nike', '{}', '', '', '', $2)`,
    [product._id, product.id, title, text],
  );
  return product._id;
}

it('gives the seed products staff have not retitled the seed’s Hindi, and a changed description none', async () => {
  const [kept, retitled, rewritten] = seedProducts.filter((product) => product.titleHi && product.textHi);
  if (!kept || !retitled || !rewritten) throw new Error('the seed has products in Hindi');
  await withDatabase(async (db) => {
    await migrate(db, BEFORE_HINDI);
    await insertProduct(db, seedProducts.indexOf(kept), kept.title, kept.text);
    await insertProduct(db, seedProducts.indexOf(retitled), 'Renamed by staff', retitled.text);
    await insertProduct(db, seedProducts.indexOf(rewritten), rewritten.title, 'Rewritten by staff');

    expect(await migrate(db)).toContain(24);

    const rows = await db.query<{ _id: string; titleHi: string | null; textHi: string | null }>(
      `SELECT _id, title_hi AS "titleHi", text_hi AS "textHi" FROM products`,
    );
    expect(new Map(rows.map(({ _id, ...hindi }) => [_id, hindi]))).toEqual(
      new Map([
        [kept._id, { titleHi: kept.titleHi, textHi: kept.textHi }],
        [retitled._id, { titleHi: null, textHi: null }],
        [rewritten._id, { titleHi: rewritten.titleHi, textHi: null }],
      ]),
    );
  });
}, 60_000);
