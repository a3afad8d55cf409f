import { memoryComplaintRepository } from './complaints/memory-repository';
import { memoryDashboardRepository } from './dashboard/memory-repository';
import { memoryUpdateRepository } from './messages/memory-repository';
import { memoryOrderRepository } from './orders/memory-repository';
import { memoryPasswordResetRepository } from './password-resets/memory-repository';
import { memoryRefundRepository } from './refunds/memory-repository';
import { memoryReportRepository } from './reports/memory-repository';
import { memoryReturnRepository } from './returns/memory-repository';
import type { Repositories } from './repositories';

/**
 * The stores a shopper's first pages never call: orders and what follows them, and the console's
 * reports. The embedded mock loads them as one chunk of their own (build/mock-chunk.js) at the
 * first call of any (src/api/memory-repositories.ts).
 */
export const laterMemoryRepositories = {
  orders: memoryOrderRepository,
  refunds: memoryRefundRepository,
  reports: memoryReportRepository,
  returns: memoryReturnRepository,
  updates: memoryUpdateRepository,
  complaints: memoryComplaintRepository,
  passwordResets: memoryPasswordResetRepository,
  dashboard: memoryDashboardRepository,
} satisfies Partial<Repositories>;
