import type { Backend } from '@/api/backend';
import type { BeforeStockRead } from '@/api/catalogue';
import { stampOf } from '@/api/clock';
import { firstRow, type SqlClient } from '@/api/sql-client';
import type { DashboardTodos } from '@/shared/dashboard';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import { addDays, indiaDay, rangeOf } from './days';
import { figuresOf } from './figures';
import { todosOf } from './routes';

/** What each owner's morning note says: yesterday's sales, today's to-dos, what is running out. */
export interface MorningNote {
  /** Today in India: the note's day. */
  day: string;
  yesterday: { date: string; netPaise: number; orders: number };
  todos: DashboardTodos;
  /** Products with LOW_STOCK pairs or fewer available, fewest first. */
  lowStock: { productId: string; title: string; available: number }[];
}

/** Who gets it: active owners who have not turned it off. */
export interface MorningNoteRecipient {
  staffId: string;
  email: string;
  name: string;
}

export async function morningNoteOf(
  backend: Backend,
  beforeStockRead: BeforeStockRead,
): Promise<MorningNote> {
  const day = indiaDay(stampOf(backend.clock));
  const date = addDays(day, -1);
  const { netPaise, orders } = figuresOf(
    await backend.repos.dashboard.salesDays(rangeOf(date, date)),
    date,
    date,
  );
  const todos = await todosOf(backend, beforeStockRead);
  const products = await backend.repos.catalogue.staffProducts();
  const levels = await backend.repos.stock.levels(products.map((product) => product._id));
  const lowStock = products
    .map((product, index) => ({
      productId: product._id,
      title: product.title,
      available: levels[index]?.available ?? 0,
    }))
    .filter(({ available }) => available <= LOW_STOCK)
    .sort((a, b) => a.available - b.available || a.title.localeCompare(b.title));
  return { day, yesterday: { date, netPaise, orders }, todos, lowStock };
}

export async function morningNoteRecipients(backend: Backend): Promise<MorningNoteRecipient[]> {
  const members = await backend.repos.staff.list();
  return members
    .filter((member) => member.role === 'owner' && !member.disabled && member.morningNote)
    .map(({ _id: staffId, email, name }) => ({ staffId, email, name }));
}

/** How long a claim may stand unsent before another process takes the note over (its sender died). */
const CLAIM_STANDS_MS = 10 * 60 * 1000;

/**
 * Claims the owner's note for `day` at `at`: true for exactly one claimant across every process,
 * unless the note was sent, or claimed within CLAIM_STANDS_MS by a sender still at it.
 */
export async function claimMorningNote(
  db: SqlClient,
  staffId: string,
  day: string,
  at: string,
): Promise<boolean> {
  const stale = new Date(Date.parse(at) - CLAIM_STANDS_MS).toISOString();
  const claimed = await firstRow<{ day: string }>(
    db,
    `INSERT INTO morning_notes (staff_id, day, claimed_at) VALUES ($1, $2::date, $3::timestamptz)
     ON CONFLICT (staff_id, day) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
       WHERE morning_notes.sent_at IS NULL AND morning_notes.claimed_at < $4::timestamptz
     RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
    [staffId, day, at, stale],
  );
  return claimed !== null;
}

/** The claimed note went out. */
export async function morningNoteSent(
  db: SqlClient,
  staffId: string,
  day: string,
  at: string,
): Promise<void> {
  await db.query(
    `UPDATE morning_notes SET sent_at = $3::timestamptz WHERE staff_id = $1 AND day = $2::date`,
    [staffId, day, at],
  );
}

/** The send failed: the claim goes, so the next run tries again. */
export async function morningNoteUnsent(db: SqlClient, staffId: string, day: string): Promise<void> {
  await db.query(`DELETE FROM morning_notes WHERE staff_id = $1 AND day = $2::date AND sent_at IS NULL`, [
    staffId,
    day,
  ]);
}
