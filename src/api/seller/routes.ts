import { HttpResponse } from 'msw';
import type { Backend } from '@/api/backend';
import { route, type ApiRoute } from '@/api/http/route';
import type { SellerAnswer } from '@/shared/seller';

/** The settings change only with a restart (or a deploy): a shared cache may keep them a while. */
const SHARED_FOR_FIVE_MINUTES = { 'cache-control': 'public, max-age=300' };

/**
 * Who sells and how to reach them (Consumer Protection (E-Commerce) Rules, 2020): the legal name,
 * address and GSTIN the tax invoices carry, customer care and the grievance officer.
 */
export const sellerRoutes = ({ seller, sellerContacts }: Backend): ApiRoute[] => [
  route({
    method: 'GET',
    path: '/api/seller',
    access: 'anyone',
    answer: () =>
      HttpResponse.json(
        {
          seller: { name: seller.name, address: seller.address, gstin: seller.gstin },
          contacts: sellerContacts,
        } satisfies SellerAnswer,
        { headers: SHARED_FOR_FIVE_MINUTES },
      ),
  }),
];
