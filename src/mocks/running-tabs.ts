import { adoptSnapshot, isDbSnapshot, rowSyncedBy, takeSnapshot, type RowName } from './db';

const CHANNEL_NAME = 'sneakerhub:mock-db:tabs';
/** Held, shared, by every tab whose mock has started, for as long as the tab lives. */
const RUNNING_LOCK = 'sneakerhub:mock-db:running';
/** A running tab that does not answer by then (frozen in the background, say) is not waited for. */
const ANSWER_TIMEOUT_MS = 3000;

type TabMessage = { type: 'rows-wanted'; from: string } | { type: 'rows'; to: string; rows: unknown };

/**
 * The rows this tab has heard of over @mswjs/data's sync (whose channel opened with the db module,
 * just before this one), until it has caught up.
 */
const heardOfSince = new Map<RowName, 'there' | 'gone'>();
let hearing: BroadcastChannel | null = null;
if (typeof BroadcastChannel !== 'undefined') {
  hearing = new BroadcastChannel('mswjs/data/sync');
  hearing.onmessage = ({ data }: MessageEvent<unknown>) => {
    const news = rowSyncedBy(data);
    if (news) heardOfSince.set(...news);
  };
}

function stopHearing() {
  hearing?.close();
  hearing = null;
}

const locksOf = () => ('locks' in navigator ? navigator.locks : undefined);

async function anotherTabRunning(): Promise<boolean> {
  const locks = locksOf();
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === RUNNING_LOCK);
}

/**
 * Takes on the shopper data of a tab that is already running, if there is one; true if it did.
 *
 * The snapshot this tab restored can lack that tab's latest changes: Chromium hands another
 * renderer a localStorage write a little later, and this tab hears the changes broadcast over
 * the tabs' sync only from some moment after it loaded, so what changed in between (a delete as
 * much as a create) would be missing here for good. The running tab holds all of it.
 */
export async function catchUpWithRunningTab(): Promise<boolean> {
  try {
    return await askRunningTab();
  } finally {
    stopHearing();
  }
}

async function askRunningTab(): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined' || !(await anotherTabRunning())) return false;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const id = crypto.randomUUID();
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
      channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
        if (data.type !== 'rows' || data.to !== id || !isDbSnapshot(data.rows)) return;
        clearTimeout(timer);
        adoptSnapshot(data.rows, heardOfSince);
        resolve(true);
      };
      channel.postMessage({ type: 'rows-wanted', from: id } satisfies TabMessage);
    });
  } finally {
    channel.close();
  }
}

/**
 * From now on this tab counts as running, and gives its shopper data to each tab that opens.
 * Without Web Locks no tab can tell that this one runs, so none asks.
 */
export function answerTabsThatOpen(): void {
  const locks = locksOf();
  if (!locks || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.type !== 'rows-wanted') return;
    channel.postMessage({ type: 'rows', to: data.from, rows: takeSnapshot() } satisfies TabMessage);
  };
  void locks.request(RUNNING_LOCK, { mode: 'shared' }, () => new Promise<never>(() => undefined));
}
