import type { Address, AddressInput } from '@/shared/types';
import { firstRow, type SqlClient } from '@/api/sql-client';
import type { AddressRepository } from './repository';

/** Table: addresses (src/api/sql-migrations/). */
const ADDRESS = `id, name, mobile, pincode, city, residence, alternatemobile, state,
  is_selected AS "isSelected"`;

type AddressRow = Address & { alternatemobile: string };

/** An address's columns from name to state, in the order the statements below list them. */
const addressValues = (input: AddressInput) => [
  input.name,
  input.mobile,
  input.pincode,
  input.city,
  input.residence,
  input.alternatemobile ?? '',
  input.state,
];

function toAddress({ alternatemobile, ...rest }: AddressRow): Address {
  return { ...rest, ...(alternatemobile ? { alternatemobile } : {}) };
}

export function sqlAddressRepository(db: SqlClient): AddressRepository {
  return {
    of: async (userId) =>
      (
        await db.query<AddressRow>(`SELECT ${ADDRESS} FROM addresses WHERE user_id = $1 ORDER BY seq`, [
          userId,
        ])
      ).map(toAddress),
    find: async (userId, addressId) => {
      const row = await firstRow<AddressRow>(
        db,
        `SELECT ${ADDRESS} FROM addresses WHERE user_id = $1 AND id = $2`,
        [userId, addressId],
      );
      return row && toAddress(row);
    },
    count: async (userId) =>
      (
        await firstRow<{ count: number }>(
          db,
          `SELECT count(*)::int AS count FROM addresses WHERE user_id = $1`,
          [userId],
        )
      )?.count ?? 0,
    insert: async (userId, input, at, id) => {
      const row = await firstRow<AddressRow>(
        db,
        `INSERT INTO addresses (id, user_id, name, mobile, pincode, city, residence, alternatemobile, state, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz)
         RETURNING ${ADDRESS}`,
        [id ?? crypto.randomUUID(), userId, ...addressValues(input), at],
      );
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return toAddress(row);
    },
    replace: async (userId, addressId, input) =>
      (await firstRow(
        db,
        `UPDATE addresses SET name = $3, mobile = $4, pincode = $5, city = $6, residence = $7,
           alternatemobile = $8, state = $9
         WHERE user_id = $1 AND id = $2 RETURNING id`,
        [userId, addressId, ...addressValues(input)],
      )) !== null,
    remove: async (userId, addressId) =>
      (await firstRow(db, `DELETE FROM addresses WHERE user_id = $1 AND id = $2 RETURNING id`, [
        userId,
        addressId,
      ])) !== null,
    // One statement: every address of the user is updated together, the chosen one true.
    select: async (userId, addressId) =>
      (
        await db.query(
          `UPDATE addresses SET is_selected = (id = $2)
           WHERE user_id = $1 AND EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND id = $2)
           RETURNING id`,
          [userId, addressId],
        )
      ).length > 0,
  };
}
