import { adoptIfNewer, revisionHeld } from './held-revision';
import { webLocks } from './locks';
import { SNAPSHOT_VERSION, type SavedSnapshot } from './saved-snapshot';
import { isDbSnapshot, takeSnapshot, type DbSnapshot } from './snapshot';

/** One name for every build: what must agree between tabs is the snapshot format, sent along. */
const CHANNEL_NAME = 'sneakerhub:mock-db:tabs';
/** Held, shared, by every tab whose mock has started, for as long as the tab lives. */
const RUNNING_LOCK = 'sneakerhub:mock-db:running';
/** A running tab that does not answer by then (frozen in the background, say) is not waited for. */
const ANSWER_TIMEOUT_MS = 3000;

interface Copy {
  version: number;
  revision: number;
  rows: DbSnapshot;
}

type TabMessage =
  | { type: 'rows-wanted'; from: string }
  | ({ type: 'rows'; to: string } & Copy)
  /** A tab saved a new revision. */
  | ({ type: 'saved' } & Copy);

/** Takes on a copy another tab sent, if it has this tab's format and is newer than what it holds. */
function adoptCopy(message: Partial<Copy>): boolean {
  if (message.version !== SNAPSHOT_VERSION || typeof message.revision !== 'number') return false;
  return isDbSnapshot(message.rows) && adoptIfNewer(message.rows, message.revision);
}

const ownCopy = (): Copy => ({ version: SNAPSHOT_VERSION, revision: revisionHeld(), rows: takeSnapshot() });

/**
 * This tab hears the other tabs' saves from the moment it loads, before it restores: a save it
 * hears may be newer than the snapshot it then reads (Chromium hands another renderer a
 * localStorage write a little later), and the revisions tell which copy is newer.
 */
let channel: BroadcastChannel | null = null;
let answering = false;
/** What to do with the answer to each question this tab has asked, by the question's id. */
const awaited = new Map<string, (answer: Copy) => void>();
if (typeof BroadcastChannel !== 'undefined') {
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.type === 'saved') adoptCopy(data);
    else if (data.type === 'rows') awaited.get(data.to)?.(data);
    else if (answering) {
      channel?.postMessage({ type: 'rows', to: data.from, ...ownCopy() } satisfies TabMessage);
    }
  };
}

/** Tells the other tabs about a save, so they hold it before they next read localStorage. */
export function tellTabsSaved(saved: SavedSnapshot): void {
  channel?.postMessage({ type: 'saved', version: SNAPSHOT_VERSION, ...saved } satisfies TabMessage);
}

const REVISION_LOCK_PREFIX = `sneakerhub:mock-db:v${SNAPSHOT_VERSION}:saved:`;
let releaseAnnounced: (() => void) | null = null;

/**
 * Holds a lock named after the revision this tab has just saved, until it saves the next. Called
 * while the db lock is held: the next tab granted that lock finds this one by asking the lock
 * manager, whose answers keep the order of its grants, though the save itself (and the message
 * about it) may not have reached that tab yet.
 */
export async function announceSaved(revision: number): Promise<void> {
  const locks = webLocks();
  if (!locks) return;
  releaseAnnounced?.();
  await new Promise<void>((granted) => {
    void locks.request(
      `${REVISION_LOCK_PREFIX}${revision}`,
      { mode: 'shared' },
      () =>
        new Promise<void>((release) => {
          releaseAnnounced = release;
          granted();
        }),
    );
  });
}

/** The highest revision any running tab has announced saving; -1 when none has (or no Web Locks). */
export async function newestAnnouncedSave(): Promise<number> {
  const locks = webLocks();
  if (!locks) return -1;
  const { held = [] } = await locks.query();
  return held.reduce((newest, { name = '' }) => {
    if (!name.startsWith(REVISION_LOCK_PREFIX)) return newest;
    return Math.max(newest, Number(name.slice(REVISION_LOCK_PREFIX.length)));
  }, -1);
}

async function anotherTabRunning(): Promise<boolean> {
  const locks = webLocks();
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === RUNNING_LOCK);
}

/**
 * Takes on the shopper data of a tab that is already running, if that copy is newer than the
 * one this tab holds; true if it did. The snapshot this tab restored can lack that tab's latest
 * save: Chromium hands another renderer a localStorage write a little later.
 */
export async function catchUpWithRunningTab(): Promise<boolean> {
  const asking = channel;
  if (!asking || !(await anotherTabRunning())) return false;
  const id = crypto.randomUUID();
  try {
    return await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
      awaited.set(id, (answer) => {
        clearTimeout(timer);
        resolve(adoptCopy(answer));
      });
      asking.postMessage({ type: 'rows-wanted', from: id } satisfies TabMessage);
    });
  } finally {
    awaited.delete(id);
  }
}

/**
 * From now on this tab counts as running, and gives its shopper data to each tab that opens.
 * Without Web Locks no tab can tell that this one runs, so none asks.
 */
export function answerTabsThatOpen(): void {
  const locks = webLocks();
  if (!locks || !channel) return;
  answering = true;
  void locks.request(RUNNING_LOCK, { mode: 'shared' }, () => new Promise<never>(() => undefined));
}
