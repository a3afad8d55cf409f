/**
 * The one way into localStorage and sessionStorage. A browser that blocks site data throws
 * (SecurityError) as soon as either is merely read off `window`, and a full or private-mode
 * storage throws on `setItem`: here each of those is an absent value or a write that did not
 * happen, so the shop keeps working for the visit and only forgets it afterwards.
 */
export interface SiteStorage {
  /** The browser's storage, or null where it is refused (for code that walks its keys). */
  area(): Storage | null;
  get(key: string): string | null;
  /** False when the value could not be kept (blocked or full). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

function siteStorage(name: 'localStorage' | 'sessionStorage'): SiteStorage {
  const area = (): Storage | null => {
    try {
      // Absent outside a browser (Node).
      return (globalThis as Partial<Record<typeof name, Storage>>)[name] ?? null;
    } catch {
      return null;
    }
  };
  return {
    area,
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const storage = area();
        storage?.setItem(key, value);
        return storage !== null;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing kept there can be removed either.
      }
    },
  };
}

/** Kept across visits: the login record, the mock's database snapshot. */
export const localStore = siteStorage('localStorage');
/** Kept for this tab: the request tester's last request. */
export const sessionStore = siteStorage('sessionStorage');
