import {
  demoStaff,
  demoUsers,
  hashPassword,
  sampleTodos,
  seedCategories,
  seedProducts,
  sqlRepositories,
  stampOf,
  systemClock,
  type SqlClient,
} from '@/api';

export interface SeedOptions {
  passwordIterations: number;
  /**
   * The demo accounts (whose passwords the README publishes: the shoppers' and the staff owner's)
   * with the guest's sample address, and the request tester's todos: only when asked (SEED_DEMO_USERS, server/config.ts). Without them
   * 'Login as Guest' still works: each guest account is made from the demo guest's data, not its row.
   */
  demoUsers: boolean;
}

/**
 * Puts the seed in once per database: the catalogue, then, when asked, the demo accounts and the
 * request tester's todos. Each part is marked in `seeded`, so a restart, or a second process
 * starting beside this one, adds nothing again and never brings back a row a shopper deleted; a
 * database first started without the demo accounts gets them at a later start that asks. The
 * catalogue comes from the same data files the embedded mock seeds from.
 */
export async function seedOnce(client: SqlClient, options: SeedOptions): Promise<void> {
  // Hashing is slow on purpose: done before the transaction, so it holds no lock meanwhile.
  const hashes = options.demoUsers
    ? await Promise.all(
        [...demoUsers, demoStaff].map((account) =>
          hashPassword(account.password, options.passwordIterations),
        ),
      )
    : [];

  await client.transaction(async (tx) => {
    const claim = async (name: string) =>
      (await tx.query(`INSERT INTO seeded (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name`, [name]))
        .length > 0;

    if (await claim('catalogue')) {
      await tx.query(
        `INSERT INTO products (_id, id, title, "text", title_hi, text_hi, img, price, mrp, country_of_origin, rating,
           brand, category, btn, color, shadow, link, seq)
         SELECT p._id, p.id, p.title, p."text", p."titleHi", p."textHi", p.img, p.price, p.mrp, p."countryOfOrigin", p.rating, p.brand,
           COALESCE(ARRAY(SELECT jsonb_array_elements_text(p.category)), '{}'), p.btn, p.color, p.shadow, p.link,
           p.seq
         FROM jsonb_to_recordset($1::jsonb) AS p(_id text, id integer, title text, "text" text, "titleHi" text,
           "textHi" text, img text,
           price integer, mrp integer, "countryOfOrigin" text, rating text, brand text, category jsonb, btn text, color text, shadow text,
           link text, seq integer)`,
        [JSON.stringify(seedProducts.map((product, seq) => ({ ...product, seq })))],
      );
      await tx.query(
        `INSERT INTO categories (_id, category_name, description, seq)
         SELECT c."_id", c."categoryName", c.description, c.seq
         FROM jsonb_to_recordset($1::jsonb) AS c("_id" text, "categoryName" text, description text, seq integer)`,
        [JSON.stringify(seedCategories.map((category, seq) => ({ ...category, seq })))],
      );
    }

    if (options.demoUsers && (await claim('demo-users'))) {
      const repos = sqlRepositories(tx);
      const seededAt = stampOf(systemClock);
      for (const [index, { addresses, password: _hashedAbove, ...user }] of demoUsers.entries()) {
        await repos.users.insert({ ...user, passwordHash: hashes[index] ?? '' });
        for (const { id, ...address } of addresses)
          await repos.addresses.insert(user._id, address, seededAt, id);
      }
      for (const todo of sampleTodos) await repos.testTodos.insert(todo.title, seededAt, todo._id);
    }
    // Its own mark: a database whose demo shoppers came before staff accounts existed gets the owner too.
    if (options.demoUsers && (await claim('demo-staff'))) {
      const { password: _hashedAbove, ...owner } = demoStaff;
      await sqlRepositories(tx).staff.insert({ ...owner, passwordHash: hashes[demoUsers.length] ?? '' });
    }
  });
}
