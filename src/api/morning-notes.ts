import type { Backend } from './backend';
import { morningNoteOf, type MorningNote } from './dashboard';
import { expireUnpaidOrdersOnRead } from './orders/expiry';

/** Each owner's morning note's content, stock read as the console reads it (unpaid orders expired first). */
export const morningNote = (backend: Backend): Promise<MorningNote> =>
  morningNoteOf(backend, expireUnpaidOrdersOnRead);
