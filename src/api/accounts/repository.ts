export interface UserRecord {
  _id: string;
  /** Stored lower-case. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  _id?: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** A timestamp from the backend's clock (or the seed's own). */
  createdAt: string;
}

export interface UserRepository {
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(userId: string): Promise<UserRecord | null>;
  /** Null when the email is taken: exactly one of two concurrent signups gets the account. */
  insert(user: NewUser): Promise<UserRecord | null>;
}

/** Guest accounts (one per visitor on a shared server), by when they were last logged in to. */
export interface GuestRepository {
  /** Marks a new account as a guest's, last used at `at` (a timestamp). */
  add(userId: string, at: string): Promise<void>;
  /** A login: a guest account's last use becomes `at`; any other account is left alone. */
  touch(userId: string, at: string): Promise<void>;
  /**
   * Deletes every guest account last used before `before`, with its cart, wishlist, addresses and
   * reviews; how many. Its orders stay, with their invoices, no longer anyone's (records kept).
   */
  purgeUnused(before: string): Promise<number>;
}
