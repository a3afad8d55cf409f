import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Whether the journeys run against the Node server (which sends real email) or the embedded mock. */
export const againstServer = process.env.E2E_BACKEND === 'server';

/** The emails the server sent `to` so far, as the mail sink kept them (e2e/mail-sink.ts). */
function sentTo(to: string): string[] {
  const file = process.env.E2E_MAILBOX_FILE ?? '';
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((message) => message.to.includes(to))
    .map((message) => message.raw);
}

/** The link of the newest reset email in raw text (quoted-printable writes its `=` as `=3D`). */
const resetLinkIn = (raw: string) => {
  const found = /(https?:\/\/[^\s"<>]+\/reset-password\?token=(?:3D)?[0-9a-f.-]+)/.exec(raw)?.[1];
  return found?.replace('token=3D', 'token=') ?? null;
};

/**
 * The reset link the shop emailed `to`: on the server, read from the mail sink; on the embedded
 * mock, which sends no mail, from its test mailbox page.
 */
export async function emailedResetLink(page: Page, to: string): Promise<string> {
  if (againstServer) {
    // The email leaves through the server's job queue: it may take a few seconds.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const link = sentTo(to).map(resetLinkIn).filter(Boolean).at(-1);
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`no email with a reset link reached ${to}`);
      await page.waitForTimeout(250);
    }
  }
  await page.goto('/test-mailbox');
  const email = page
    .getByRole('listitem')
    .filter({ hasText: `To ${to}` })
    .first();
  return (await email.getByRole('link', { name: 'Open the link' }).getAttribute('href')) ?? '';
}
