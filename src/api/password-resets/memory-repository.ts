import { emailLocale } from '@/api/messages';
import { asAsync } from '@/api/memory-async';
import { db } from '@/api/memory-db';
import type { PasswordResetEmail, PasswordResetRepository } from './repository';

function useReset(resetId: string, at: string): string | null {
  const reset = db.passwordReset.findFirst({ where: { _id: { equals: resetId }, usedAt: { equals: '' } } });
  if (!reset || reset.expiresAt <= at) return null;
  db.passwordReset.updateMany({
    where: { userId: { equals: reset.userId }, usedAt: { equals: '' } },
    data: { usedAt: at },
  });
  return reset.userId;
}

function newest(limit: number): PasswordResetEmail[] {
  return db.passwordReset
    .getAll()
    .reverse() // the later of two asked for in one second first
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
    .slice(0, limit)
    .flatMap((reset) => {
      const user = db.user.findFirst({ where: { _id: { equals: reset.userId } } });
      return user
        ? [
            {
              resetId: reset._id,
              to: user.email,
              firstName: user.firstName,
              requestedAt: reset.requestedAt,
              language: emailLocale(user.language),
            },
          ]
        : [];
    });
}

/** Password resets over @mswjs/data. */
export const memoryPasswordResetRepository = asAsync<PasswordResetRepository>({
  insert: (reset) => {
    db.passwordReset.create({ ...reset, usedAt: '' });
  },
  use: (resetId, at) => useReset(resetId, at),
  newest: (limit) => newest(limit),
});
