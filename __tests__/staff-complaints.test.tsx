import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { memoryRepositories } from '@/mocks/db';
import { server } from '@/mocks/node';
import { COMPLAINT_PAGE_SIZE, COMPLAINT_TICKET_ALPHABET, type Complaint } from '@/shared/complaints';
import { formatIndiaTime } from '@/shared/format-india-time';
import { complaintMessages } from '@/shared/legal-messages';
import { staffPaths } from '@/shared/paths';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { startStaffSession } from '@/testing/staff';

const complaint = (ticket: string, createdAt: string, extra: Partial<Complaint> = {}): Complaint => ({
  ticket,
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  subject: `About ${ticket}`,
  message: 'The refund has not arrived.',
  createdAt,
  acknowledgeBy: createdAt.replace('2026-11-20', '2026-11-22'),
  status: 'open',
  ...extra,
});

async function fileInStore(...complaints: Complaint[]) {
  for (const each of complaints) await memoryRepositories.complaints.insert(each);
}

const table = () => screen.findByRole('table', { name: 'Complaints, newest first' });

/** Each row's ticket, as listed. */
async function tickets() {
  const rows = within(await table())
    .getAllByRole('row')
    .slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent);
}

describe('/staff/complaints', () => {
  it('lists complaints newest first: ticket, who, subject, acknowledge-by time in India time, status', async () => {
    const older = complaint('GRV-AAAA2222', '2026-11-20T04:30:00Z', { orderId: 'ord-9' });
    await fileInStore(older, complaint('GRV-BBBB3333', '2026-11-20T06:00:00Z'));
    await startStaffSession();
    await renderApp({ route: staffPaths.complaints });
    expect(await tickets()).toEqual(['GRV-BBBB3333', 'GRV-AAAA2222']);
    const found = within(await table())
      .getAllByRole('row')
      .find((each) => within(each).queryByRole('rowheader', { name: 'GRV-AAAA2222' }));
    if (!found) throw new Error('no row for GRV-AAAA2222');
    const row = within(found);
    expect(row.getByText('About GRV-AAAA2222')).toBeInTheDocument();
    expect(row.getByText('(order ord-9)')).toBeInTheDocument();
    expect(row.getByText(formatIndiaTime(older.acknowledgeBy))).toBeInTheDocument();
    expect(row.getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complaints' })).toHaveAttribute('aria-current', 'page');
  });

  it('acknowledges, then resolves a complaint; the filter, kept in the URL, shows each status', async () => {
    await fileInStore(
      complaint('GRV-CCCC4444', '2026-11-20T04:30:00Z'),
      complaint('GRV-DDDD5555', '2026-11-20T05:30:00Z'),
    );
    await startStaffSession();
    const { user, router } = await renderApp({ route: staffPaths.complaints });
    await user.click(await screen.findByRole('button', { name: 'Acknowledge GRV-CCCC4444' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Acknowledged');
    expect(router.state.location.search).toBe('?status=acknowledged');
    await waitFor(async () => expect(await tickets()).toEqual(['GRV-CCCC4444']));
    await user.click(screen.getByRole('button', { name: 'Resolve GRV-CCCC4444' }));
    expect(await screen.findByText('No complaint here.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await waitFor(async () => expect(await tickets()).toEqual(['GRV-DDDD5555']));
    const resolved = await memoryRepositories.complaints.page('resolved', null, COMPLAINT_PAGE_SIZE);
    expect(resolved.complaints.map(({ ticket }) => ticket)).toEqual(['GRV-CCCC4444']);
  });

  it("shows the server's refusal of a move, and the list as it now is", async () => {
    await fileInStore(complaint('GRV-EEEE6666', '2026-11-20T04:30:00Z'));
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.complaints });
    const refusal = complaintMessages.moveRefused('resolved', 'acknowledged');
    server.use(
      http.post('*/api/staff/complaints/:ticket/status', () =>
        HttpResponse.json({ message: refusal }, { status: 409 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Acknowledge GRV-EEEE6666' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it(`shows ${COMPLAINT_PAGE_SIZE} complaints, then the older ones with "Load more", until none is left`, async () => {
    const letters = COMPLAINT_TICKET_ALPHABET;
    const filed = Array.from({ length: COMPLAINT_PAGE_SIZE + 2 }, (_unused, n) =>
      complaint(
        `GRV-${letters.charAt(n).repeat(8)}`,
        new Date(Date.UTC(2026, 10, 20, 0, n)).toISOString().replace('.000', ''),
      ),
    );
    await fileInStore(...filed);
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.complaints });
    const newestFirst = filed.map(({ ticket }) => ticket).reverse();
    await waitFor(async () => expect(await tickets()).toEqual(newestFirst.slice(0, COMPLAINT_PAGE_SIZE)));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await tickets()).toEqual(newestFirst));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = await recorder.to('GET /api/staff/complaints');
    expect(pages.map((request) => request.query.get('after'))).toEqual([
      null,
      newestFirst[COMPLAINT_PAGE_SIZE - 1],
    ]);
  });
});
