import {
  claimMorningNote,
  morningNote,
  morningNoteRecipients,
  morningNoteSent,
  morningNoteUnsent,
  stampOf,
  type Backend,
  type MorningNote,
  type MorningNoteRecipient,
  type SqlClient,
} from '@/api';
import { formatPaise } from '@/shared/format-rupees';
import { staffPaths } from '@/shared/paths';
import { escapeHtml, type ComposedEmail, type SendComposedEmail } from './mail';

export interface MorningNoteSettings {
  db: SqlClient;
  backend: Backend;
  send: SendComposedEmail;
  /** From this hour of India's day the day's notes go out (MORNING_NOTE_HOUR); null: never. */
  hour: number | null;
  shopUrl: string;
  log: (fields: Record<string, unknown>) => void;
}

const TODO_LINES: readonly [keyof MorningNote['todos'], string][] = [
  ['ordersToPack', 'orders to pack'],
  ['ordersToShip', 'orders to ship'],
  ['returnsToReceive', 'returns to receive'],
  ['payoutsToMake', 'UPI payouts to make'],
  ['complaintsDue', 'complaints to acknowledge'],
  ['lowStock', 'products low on stock'],
  ['outOfStock', 'products out of stock'],
];

/** The note's lines, the same in its text and HTML parts. */
function noteLines(note: MorningNote): { sales: string; todos: string[]; stock: string[] } {
  const { netPaise, orders } = note.yesterday;
  return {
    sales: `Yesterday (${note.yesterday.date}): net sales ${formatPaise(netPaise)} from ${orders} ${orders === 1 ? 'order' : 'orders'}.`,
    todos: TODO_LINES.map(([key, label]) => `${note.todos[key]} ${label}`),
    stock: note.lowStock.map(
      ({ title, available }) => `${title}: ${available === 0 ? 'out of stock' : `${available} left`}`,
    ),
  };
}

/** The owner's morning note: yesterday's net sales, today's to-dos, the products running out. */
export function composeMorningNote(
  note: MorningNote,
  to: MorningNoteRecipient,
  shopUrl: string,
): ComposedEmail {
  const { sales, todos, stock } = noteLines(note);
  const link = `${shopUrl}${staffPaths.home}`;
  const subject = `SneakerHub this morning: ${formatPaise(note.yesterday.netPaise)} net sales yesterday`;
  const stockText =
    stock.length > 0
      ? ['Low on stock:', ...stock.map((line) => `- ${line}`)]
      : ['No product is low on stock.'];
  const text = [
    `Good morning ${to.name},`,
    '',
    sales,
    '',
    'To do:',
    ...todos.map((line) => `- ${line}`),
    '',
    ...stockText,
    '',
    `The console: ${link}`,
    '',
    'Turn this note off in the console, under Account.',
  ].join('\n');
  const list = (lines: string[]) =>
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Good morning ${escapeHtml(to.name)},</p>
<p>${escapeHtml(sales)}</p>
<h2 style="font-size:1rem">To do</h2>${list(todos)}
${stock.length > 0 ? `<h2 style="font-size:1rem">Low on stock</h2>${list(stock)}` : '<p>No product is low on stock.</p>'}
<p><a href="${escapeHtml(link)}">Open the console</a></p>
<p>Turn this note off in the console, under Account.</p>
</body></html>`;
  return { subject, text, html };
}

/** The hour of India's day at the timestamp `at`. */
const indiaHour = (at: string) => new Date(Date.parse(at) + 330 * 60 * 1000).getUTCHours();

/**
 * Sends today's note to each owner who has not had it, once whichever process runs this and however
 * often (each note is claimed in morning_notes first); nothing before `hour`. A failed send gives
 * its claim back, so the next run tries again. How many notes went.
 */
export async function sendMorningNotes(settings: MorningNoteSettings): Promise<number> {
  const { db, backend, send, hour, shopUrl, log } = settings;
  const at = stampOf(backend.clock);
  if (hour === null || indiaHour(at) < hour) return 0;
  const recipients = await morningNoteRecipients(backend);
  if (recipients.length === 0) return 0;
  const note = await morningNote(backend);
  let sent = 0;
  for (const recipient of recipients) {
    if (!(await claimMorningNote(db, recipient.staffId, note.day, at))) continue;
    try {
      await send(recipient.email, composeMorningNote(note, recipient, shopUrl));
      await morningNoteSent(db, recipient.staffId, note.day, stampOf(backend.clock));
      sent += 1;
      log({ level: 'info', msg: 'morning note sent', staffId: recipient.staffId, day: note.day });
    } catch (error) {
      await morningNoteUnsent(db, recipient.staffId, note.day);
      log({
        level: 'error',
        msg: 'morning note not sent; tried again later',
        staffId: recipient.staffId,
        error: String(error),
      });
    }
  }
  return sent;
}
