import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { MAX_FIELD_LENGTH, asObject } from '@/api/http/validate';
import type { BeforeStockRead } from '@/api/catalogue';
import { recordStaffAction } from '@/api/staff';
import { stockMessages } from '@/shared/messages';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import type { StockAdjustment, StockLevel, StockPage } from '@/shared/staff';

/** The most pairs one adjustment adds or takes away: more is a typing slip, not a delivery. */
const MAX_CHANGE = 100_000;

const LOW_MESSAGE = '`low` must be 1 (only products with few pairs left) or left out.';

/** Every product's level, or (low=1) those with LOW_STOCK or fewer available; unpaid orders expired first. */
async function stockPage(backend: Backend, beforeStockRead: BeforeStockRead, { request }: StaffContext) {
  const low = new URL(request.url).searchParams.get('low');
  if (low !== null && low !== '' && low !== '0' && low !== '1') {
    throw badRequest(LOW_MESSAGE, { low: LOW_MESSAGE });
  }
  await beforeStockRead(backend);
  // Every product, published or not: an owner stocks a new sneaker before it goes on the shop.
  const products = await backend.repos.catalogue.staffProducts();
  const levels = await backend.repos.stock.levels(products.map((product) => product._id));
  const shown = low === '1' ? levels.filter((level) => level.available <= LOW_STOCK) : levels;
  return HttpResponse.json({ levels: shown } satisfies StockPage);
}

function adjustmentOf(body: unknown): StockAdjustment {
  const { change, reason } = asObject(body);
  if (
    typeof change !== 'number' ||
    !Number.isInteger(change) ||
    change === 0 ||
    Math.abs(change) > MAX_CHANGE
  ) {
    throw badRequest(stockMessages.changeInvalid, { change: stockMessages.changeInvalid });
  }
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why === '' || why.length > MAX_FIELD_LENGTH) {
    throw badRequest(stockMessages.reasonRequired, { reason: stockMessages.reasonRequired });
  }
  return { change, reason: why };
}

/** Why an adjustment was refused: below what orders hold, or below none at all. */
const refusal = ({ onHand, reserved }: StockLevel) =>
  reserved > 0 ? stockMessages.adjustmentRefused(onHand, reserved) : stockMessages.belowZero(onHand);

/**
 * Pairs added (a delivery) or taken away (a count, damage): on hand may not go below what orders
 * hold, nor below 0 (409 saying so). The audit line in the same transaction.
 */
async function adjustStock(backend: Backend, { staff, params, body }: StaffContext<{ productId: string }>) {
  const { change, reason } = adjustmentOf(body);
  const { productId } = params;
  if (!(await backend.repos.catalogue.staffProduct(productId))) {
    throw notFound(`No sneaker has the id ${productId}.`);
  }
  const at = stampOf(backend.clock);
  const level = await backend.repos.transaction(async (tx) => {
    const outcome = await tx.stock.adjust(productId, change);
    if ('refused' in outcome) throw new HttpError(409, refusal(outcome.refused));
    const { before, after } = outcome;
    await recordStaffAction(
      tx,
      staff,
      {
        action: 'stock.adjust',
        target: productId,
        before: { onHand: before.onHand },
        after: { onHand: after.onHand, change, reason },
      },
      at,
    );
    return after;
  });
  return HttpResponse.json({ level });
}

/**
 * The console's stock: every product's pairs, and adjustments. `beforeStockRead` is the unpaid-order
 * expiry, handed in by the wiring (src/api/staff-api-routes.ts) since orders sit above stock.
 */
export const stockRoutes = (backend: Backend, beforeStockRead: BeforeStockRead): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/staff/stock',
    access: 'staff',
    answer: (context) => stockPage(backend, beforeStockRead, context),
  }),
  route({
    method: 'POST',
    path: '/api/staff/products/:productId/stock',
    access: 'staff',
    answer: (context) => adjustStock(backend, context),
  }),
];
