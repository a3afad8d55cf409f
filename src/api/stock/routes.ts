import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { stampOf } from '@/api/clock';
import { HttpError, badRequest, notFound } from '@/api/http/http-error';
import { route, type ApiRoute, type StaffContext } from '@/api/http/route';
import { MAX_FIELD_LENGTH, asObject } from '@/api/http/validate';
import type { BeforeStockRead } from '@/api/catalogue';
import type { Repositories } from '@/api/repositories';
import { recordStaffAction } from '@/api/staff';
import { stockMessages } from '@/shared/messages';
import { LOW_STOCK } from '@/shared/order-lifecycle';
import type { StockAdjustment, StockAdjustmentAnswer, StockLevel, StockPage } from '@/shared/staff';

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

const KEY = /^[\w:.-]{8,100}$/;
const KEY_MESSAGE = '`idempotencyKey` must be 8 to 100 letters, digits, or : . _ -, or left out.';

function keyOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw badRequest(KEY_MESSAGE, { idempotencyKey: KEY_MESSAGE });
  }
  return value;
}

function adjustmentOf(body: unknown): StockAdjustment {
  const { change, reason, idempotencyKey } = asObject(body);
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
  const key = keyOf(idempotencyKey);
  return { change, reason: why, ...(key ? { idempotencyKey: key } : {}) };
}

/** Why an adjustment was refused: below what orders hold, or below none at all. */
const refusal = ({ onHand, reserved }: StockLevel) =>
  reserved > 0 ? stockMessages.adjustmentRefused(onHand, reserved) : stockMessages.belowZero(onHand);

/** The adjustment this member already made with this key, as the level now: null when there is none. */
async function repeatOf(tx: Repositories, staffId: string, productId: string, key: string | undefined) {
  if (!key) return null;
  // The product's record locked first: of two requests with one key, the second waits, then finds the first's line.
  const [level] = await tx.stock.lockedLevels([productId]);
  const line = await tx.staffAudit.findKeyed({ staffId, action: 'stock.adjust', target: productId, key });
  return line && level ? level : null;
}

/**
 * Pairs added (a delivery) or taken away (a count, damage): on hand may not go below what orders
 * hold, nor below 0 (409 saying so). The audit line in the same transaction, with the request's
 * idempotency key: the same key again (a double click, a retry) changes nothing and answers the level.
 */
async function adjustStock(backend: Backend, { staff, params, body }: StaffContext<{ productId: string }>) {
  const { change, reason, idempotencyKey } = adjustmentOf(body);
  const { productId } = params;
  if (!(await backend.repos.catalogue.staffProduct(productId))) {
    throw notFound(`No sneaker has the id ${productId}.`);
  }
  const at = stampOf(backend.clock);
  const answer = await backend.repos.transaction(async (tx): Promise<StockAdjustmentAnswer> => {
    const repeated = await repeatOf(tx, staff._id, productId, idempotencyKey);
    if (repeated) return { level: repeated, repeated: true };
    const outcome = await tx.stock.adjust(productId, change);
    if ('refused' in outcome) throw new HttpError(409, refusal(outcome.refused));
    const { before, after } = outcome;
    const keyed = idempotencyKey ? { idempotencyKey } : {};
    const line = {
      action: 'stock.adjust',
      target: productId,
      before: { onHand: before.onHand },
      after: { onHand: after.onHand, change, reason, ...keyed },
    };
    await recordStaffAction(tx, staff, line, at);
    return { level: after, repeated: false };
  });
  return HttpResponse.json(answer);
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
