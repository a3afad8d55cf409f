import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { seedProducts } from '@/api/catalogue/seed/data';
import { addStaff } from '@/api/testing/staff';
import { memoryRepositories } from '@/mocks/db';
import { server } from '@/mocks/node';
import { stockMessages } from '@/shared/messages';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import { staffPaths } from '@/shared/paths';
import { guestId } from '@/testing/guest';
import { recordRequests } from '@/testing/record-requests';
import { renderApp } from '@/testing/render-app';
import { leaveStaffRecord, ordersInStore, startStaffSession } from '@/testing/staff';

/** A seed sneaker (the one `ordersInStore` orders first, at 0) and its level in the store now. */
async function sneaker(index: number) {
  const product = seedProducts[index];
  if (!product) throw new Error(`the seed has no sneaker ${index}`);
  const [level] = await memoryRepositories.stock.levels([product._id]);
  if (!level) throw new Error(`${product.title} has no stock level`);
  return { ...product, level };
}

/** The row of the product titled `title`: its on hand, reserved and available, as shown. */
async function rowOf(title: string) {
  const table = await screen.findByRole('table', { name: 'Stock per product' });
  const row = within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryByRole('rowheader')?.textContent === title);
  if (!row) throw new Error(`no row for ${title}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => Number(cell.textContent));
}

async function adjust(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  { title, change, reason }: { title: string; change: string; reason: string },
) {
  const form = await screen.findByRole('form', { name: 'Adjust stock' });
  await within(form).findByRole('option', { name: title });
  await user.selectOptions(within(form).getByLabelText('Product'), title);
  if (change) await user.type(within(form).getByLabelText('Change (pairs)'), change);
  if (reason) await user.type(within(form).getByLabelText('Reason'), reason);
  await user.click(within(form).getByRole('button', { name: 'Review the change' }));
  return form;
}

/** The confirmation the form opens once its fields are right. */
const confirmation = () => screen.findByRole('alertdialog', { name: 'Confirm the stock change' });

/** Fills the form in, reviews it and confirms the change. */
async function adjustAndConfirm(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  change: { title: string; change: string; reason: string },
) {
  const form = await adjust(user, change);
  await user.click(within(await confirmation()).getByRole('button', { name: 'Confirm the change' }));
  return form;
}

describe('stock', () => {
  it('shows each product’s pairs on hand, reserved by orders, and available', async () => {
    await ordersInStore(guestId(), 1);
    const { title, level } = await sneaker(0);
    await startStaffSession();
    await renderApp({ route: staffPaths.stock });
    expect(await rowOf(title)).toEqual([level.onHand, 1, level.onHand - 1]);
  });

  it('adds a delivery with its reason and shows the row as it is after', async () => {
    const { _id, title, level } = await sneaker(2);
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.stock });
    const form = await adjust(user, { title, change: '12', reason: 'Delivery from Bhiwandi' });
    const dialog = await confirmation();
    expect(dialog).toHaveTextContent(`Add 12 pairs of ${title} to stock? Reason: Delivery from Bhiwandi.`);
    expect(dialog).toHaveTextContent(`On hand: ${level.onHand} → ${level.onHand + 12}`);
    expect(await recorder.to(`POST /api/staff/products/${_id}/stock`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(async () =>
      expect(await rowOf(title)).toEqual([level.onHand + 12, level.reserved, level.available + 12]),
    );
    const [sent] = await recorder.to(`POST /api/staff/products/${_id}/stock`);
    expect(sent?.body).toMatchObject({ change: 12, reason: 'Delivery from Bhiwandi' });
    expect(JSON.stringify(sent?.body)).toMatch(/"idempotencyKey":"[\w-]{8,}"/);
    // Done: the form is empty again, and says what happened.
    expect(
      await screen.findByText(
        `Added 12 pairs of ${title} to stock: Delivery from Bhiwandi. ${level.onHand + 12} on hand now, ${level.available + 12} to sell.`,
      ),
    ).toHaveAttribute('role', 'status');
    const fresh = screen.getByRole('form', { name: 'Adjust stock' });
    expect(within(fresh).getByLabelText('Product')).toHaveValue('');
    expect(within(fresh).getByLabelText('Change (pairs)')).toHaveValue('');
    expect(within(fresh).getByLabelText('Reason')).toHaveValue('');
    expect(form).not.toBeInTheDocument();
  });

  it('changes nothing when the confirmation is backed out of', async () => {
    const { _id, title, level } = await sneaker(2);
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.stock });
    await adjust(user, { title, change: '-3', reason: 'Damaged' });
    await user.click(within(await confirmation()).getByRole('button', { name: 'Change it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Adjust stock' })).getByLabelText('Reason')).toHaveValue(
      'Damaged',
    );
    expect(await recorder.to(`POST /api/staff/products/${_id}/stock`)).toEqual([]);
    expect(await rowOf(title)).toEqual([level.onHand, level.reserved, level.available]);
  });

  it('a double click on Confirm takes the pairs away once', async () => {
    const { _id, title, level } = await sneaker(6);
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.stock });
    await adjust(user, { title, change: '-2', reason: 'Damaged' });
    await user.dblClick(within(await confirmation()).getByRole('button', { name: 'Confirm the change' }));
    await waitFor(async () =>
      expect(await rowOf(title)).toEqual([level.onHand - 2, level.reserved, level.available - 2]),
    );
    const [stored] = await memoryRepositories.stock.levels([_id]);
    expect(stored?.onHand).toBe(level.onHand - 2);
    const keys = (await recorder.to(`POST /api/staff/products/${_id}/stock`)).map((sent) =>
      JSON.stringify(sent.body),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('shows the server’s reason for taking away pairs that orders hold, and leaves the row', async () => {
    await ordersInStore(guestId(), 1);
    const { title, level } = await sneaker(0);
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.stock });
    await adjustAndConfirm(user, { title, change: `-${level.onHand}`, reason: 'Counted none' });
    expect(
      await within(await confirmation()).findByText(
        stockMessages.adjustmentRefused(level.onHand, level.reserved),
      ),
    ).toBeInTheDocument();
    expect(await rowOf(title)).toEqual([level.onHand, level.reserved, level.available]);
  });

  it('asks for the reason before sending an adjustment without one', async () => {
    const { title } = await sneaker(1);
    await startStaffSession();
    const recorder = recordRequests();
    const { user } = await renderApp({ route: staffPaths.stock });
    const form = await adjust(user, { title, change: '-2', reason: '' });
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription('Say why the stock changes.');
    expect(within(form).getByLabelText('Reason')).toHaveFocus();
    expect((await recorder.all()).filter((sent) => sent.method === 'POST')).toEqual([]);
  });

  it('lists only the products with LOW_STOCK pairs or fewer available in the low-stock view', async () => {
    const low = await sneaker(3);
    const enough = await sneaker(4);
    await memoryRepositories.stock.adjust(low._id, LOW_STOCK - low.level.available);
    await memoryRepositories.stock.adjust(enough._id, LOW_STOCK + 1 - enough.level.available);
    await startStaffSession();
    await renderApp({ route: `${staffPaths.stock}?low=1` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Low stock' })).toBeInTheDocument();
    expect(await rowOf(low.title)).toEqual([expect.any(Number), expect.any(Number), LOW_STOCK]);
    const rows = within(screen.getByRole('table', { name: 'Stock per product' }))
      .getAllByRole('row')
      .slice(1);
    const titles = rows.map((row) => within(row).getByRole('rowheader').textContent);
    expect(titles).not.toContain(enough.title);
    for (const row of rows) {
      expect(Number(within(row).getAllByRole('cell').at(-1)?.textContent)).toBeLessThanOrEqual(LOW_STOCK);
    }
  });

  it('is open to a staff-role member, who adjusts stock as an owner does', async () => {
    const { member, token } = await addStaff('staff');
    leaveStaffRecord(member, token);
    const { title, level } = await sneaker(5);
    const { user } = await renderApp({ route: staffPaths.stock });
    expect(await screen.findByText(`${member.email} (staff)`)).toBeInTheDocument();
    await adjustAndConfirm(user, { title, change: '-1', reason: 'Damaged box' });
    await waitFor(async () =>
      expect(await rowOf(title)).toEqual([level.onHand - 1, level.reserved, level.available - 1]),
    );
  });

  it('says when the product names did not load, and reads them again on "Try again"', async () => {
    const { title } = await sneaker(0);
    server.use(
      http.get(
        '*/api/staff/products',
        () => HttpResponse.json({ message: 'The catalogue is resting.' }, { status: 503 }),
        { once: true },
      ),
    );
    await startStaffSession();
    const { user } = await renderApp({ route: staffPaths.stock });
    // Announced: the reason is read out where it appears.
    const reason = await screen.findByText('The catalogue is resting.');
    expect(screen.getAllByRole('alert').filter((alert) => alert.contains(reason))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: title })).toBeInTheDocument();
  });
});
