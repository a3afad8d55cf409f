import type { Locator, Page } from '@playwright/test';
import { DEMO_STAFF_CREDENTIALS } from '../src/shared/staff';
import { returnMessages } from '../src/shared/returns';
import { guestWithOneSneaker, pickAddress } from './checkout-steps';
import { expect, expectAccessible, expectNoSidewaysScroll, PHONE_VIEWPORT, test } from './fixtures';
import { placeCodOrder } from './staff-steps';

/**
 * Issue 39: the shopper's order page on a 390 px phone, on both builds: the steps to come, pictured
 * lines, a delivery promise only while the order is on its way, an invoice and a credit note whose
 * tax columns stay on the screen, and a return dialog of 44 px controls that says each error once.
 */

test.use({ viewport: PHONE_VIEWPORT });

const MIN_TAP_PX = 44;

/** Moves the order as staff would, through the console's API (the console's own journeys click). */
async function moveAsStaff(page: Page, orderId: string, steps: readonly Record<string, string>[]) {
  const statuses = await page.evaluate(
    async ({ credentials, id, moves }) => {
      const post = (path: string, body: unknown, token?: string) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: JSON.stringify(body),
        });
      const { staffToken } = (await (await post('/api/staff/login', credentials)).json()) as {
        staffToken: string;
      };
      const answered: number[] = [];
      for (const move of moves) {
        answered.push(
          (await post(`/api/staff/orders/${encodeURIComponent(id)}/transitions`, move, staffToken)).status,
        );
      }
      return answered;
    },
    { credentials: DEMO_STAFF_CREDENTIALS, id: orderId, moves: steps },
  );
  expect(statuses).toEqual(steps.map(() => 200));
}

/** A GST document reads on the phone: no cell reaches past the screen, nothing scrolls sideways inside it. */
async function expectDocumentFits(document: Locator) {
  const overflow = await document.evaluate((article) => {
    const table = article.querySelector('table');
    const cells = [...article.querySelectorAll('td, th')].filter(
      (cell) => cell.getBoundingClientRect().width > 1,
    );
    return {
      pastTheScreen: cells.filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 0.5)
        .length,
      scrollsInside: table ? table.scrollWidth - table.clientWidth : 0,
    };
  });
  expect(overflow).toEqual({ pastTheScreen: 0, scrollsInside: 0 });
}

async function expectTallEnough(controls: Locator, what: string) {
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0, `${what}: ${await control.innerText()}`).toBeGreaterThanOrEqual(MIN_TAP_PX);
  }
}

test('a Cash on Delivery order on a phone: steps to come, pictured lines, an invoice that fits; delivered, its return dialog', async ({
  page,
  shot,
}) => {
  const orderId = await placeCodOrder(page, { card: 3 });
  const order = page.getByRole('region', { name: 'Order' });
  const timeline = order.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Packed · to come$/ })).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Delivered · expected by / })).toBeVisible();
  await expect(order.getByText('Delivery promised by')).toBeVisible();
  const picture = order.getByRole('rowheader').first().locator('img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const invoice = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice.getByText('CGST').first()).toBeVisible();
  await expectDocumentFits(invoice);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the order page on a phone');
  await shot('order-page-390');

  await moveAsStaff(page, orderId, [
    { to: 'packed' },
    { to: 'shipped', courier: 'Delhivery', awb: 'DLV3900000001' },
    { to: 'out_for_delivery' },
    { to: 'delivered' },
  ]);
  await page.reload();
  await expect(order.getByText('Delivered on')).toBeVisible();
  await expect(order.getByText('Delivery promised by')).toHaveCount(0);
  await expect(timeline.getByText(/to come|expected by/)).toHaveCount(0);

  await order.getByRole('button', { name: 'Return pairs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return pairs' });
  await expectTallEnough(
    dialog.locator('select, input:not([type="radio"]), label:has(input[type="radio"]), button'),
    'the return dialog',
  );
  await dialog.getByRole('button', { name: 'Request the return' }).click();
  await expect(dialog.getByText(returnMessages.linesRequired)).toHaveCount(1);
  await expect(dialog.getByText(returnMessages.reasonInvalid)).toHaveCount(1);
  await expectAccessible(page, 'the return dialog with its errors');
  await shot('return-dialog-390', { fullPage: false });

  // On a laptop the invoice is a table again, every column within the page.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  const invoice1280 = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice1280.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
  await expectDocumentFits(invoice1280);
  await expectAccessible(page, 'the delivered order at 1280 px');
});

test('a cancelled order on a phone promises no delivery; its credit note fits the screen', async ({
  page,
  shot,
}) => {
  await guestWithOneSneaker(page);
  await pickAddress(page, 'Guest Shopper');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const upiId = page.getByRole('dialog', { name: 'SneakerHub' }).getByRole('textbox', { name: 'UPI ID' });
  await upiId.fill('success@razorpay');
  await upiId.press('Enter');
  await page.getByRole('link', { name: 'View your order and its invoice' }).click();

  const order = page.getByRole('region', { name: 'Order' });
  await order.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('radio', { name: 'I ordered it by mistake' }).check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(order.getByRole('list', { name: 'Order timeline' }).getByText('Cancelled')).toBeVisible();
  await expect(order.getByText('Delivery promised by')).toHaveCount(0);
  await expect(order.getByText(/to come|expected by/)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot('order-page-cancelled-390');

  await page
    .getByRole('region', { name: 'Refunds and credit notes' })
    .getByRole('link', { name: /^Credit note CN\// })
    .click();
  const note = page.getByRole('article', { name: 'Credit Note' });
  await expect(note.getByText('CGST').first()).toBeVisible();
  await expectDocumentFits(note);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the credit note on a phone');
  await shot('credit-note-390');
});
