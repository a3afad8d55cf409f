import type { Backend } from './backend';
import { staffCatalogueRoutes } from './catalogue';
import { staffComplaintRoutes } from './complaints';
import { dashboardRoutes, morningNoteRoutes } from './dashboard';
import type { ApiRoute } from './http/route';
import { staffEmailRoutes } from './messages/staff-routes';
import { expireUnpaidOrdersOnRead } from './orders/expiry';
import { staffOrderRoutes } from './orders/staff-routes';
import { payoutRoutes } from './refunds/payout-routes';
import { reportRoutes } from './reports';
import { staffReturnRoutes } from './returns';
import { staffRoutes } from './staff';
import { stockRoutes } from './stock/routes';

/**
 * Every `/api/staff/*` endpoint (the staff console's), in one list apart from the shoppers'
 * (./routes.ts): the embedded mock loads this module, and all the code only it needs, the first
 * time a request under STAFF_API_PATH comes, so none of it is in a shopper's first load. The Node
 * server registers both lists up front (./every-route.ts). Every path here starts with
 * STAFF_API_PATH, or the mock could not find it before loading (src/api/routes.test.ts checks).
 */
export function staffApiRoutes(backend: Backend): ApiRoute[] {
  return [
    ...staffRoutes(backend),
    ...staffCatalogueRoutes(backend),
    ...staffOrderRoutes(backend),
    ...stockRoutes(backend, expireUnpaidOrdersOnRead),
    ...staffComplaintRoutes(backend),
    ...staffReturnRoutes(backend),
    ...payoutRoutes(backend),
    ...staffEmailRoutes(backend),
    ...dashboardRoutes(backend, expireUnpaidOrdersOnRead),
    ...morningNoteRoutes(backend),
    ...reportRoutes(backend),
  ];
}
