import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { formatIndiaTime } from '@/shared/format-india-time';
import { staffOrderPath, staffPaths } from '@/shared/paths';
import type { FailedEmail, FailedEmailsAnswer } from '@/shared/staff';
import { renderApp } from '@/testing/render-app';
import { startStaffSession } from '@/testing/staff';

const given: FailedEmail = {
  updateId: 'a6d1c7a2-1f0e-4c55-9a57-4b8f3e2d1c00',
  orderId: 'ord-bounce-1',
  to: 'asha.bounces@example.in',
  title: 'Your order is confirmed',
  tries: 6,
  error: '550 No such mailbox',
  failedAt: '2026-11-20T10:31:00Z',
};

describe('/staff/emails: the emails given up', () => {
  it('says none has failed on the embedded mock, which sends no email', async () => {
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.orders });
    await user.click(await screen.findByRole('link', { name: 'Failed emails' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed emails' })).toBeInTheDocument();
    expect(await screen.findByText('No email has failed.')).toBeInTheDocument();
  });

  it('lists each email the server gave up on: when, to whom, what, the order, the tries and the last error', async () => {
    server.use(
      http.get('*/api/staff/emails/failed', () =>
        HttpResponse.json({ emails: [given] } satisfies FailedEmailsAnswer),
      ),
    );
    await startStaffSession();
    await renderApp({ route: staffPaths.failedEmails });
    const table = await screen.findByRole('table', { name: 'Emails given up, newest first' });
    const row = within(within(table).getByRole('row', { name: /asha\.bounces@example\.in/ }));
    expect(row.getByText(formatIndiaTime(given.failedAt))).toBeInTheDocument();
    expect(row.getByText(given.title)).toBeInTheDocument();
    expect(row.getByRole('link', { name: given.orderId })).toHaveAttribute(
      'href',
      staffOrderPath(given.orderId),
    );
    expect(row.getByText(String(given.tries))).toBeInTheDocument();
    expect(row.getByText(given.error)).toBeInTheDocument();
  });

  it('says when the list could not be read', async () => {
    server.use(
      http.get('*/api/staff/emails/failed', () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    await startStaffSession();
    await renderApp({ route: staffPaths.failedEmails });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
