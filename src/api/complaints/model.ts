import { primaryKey } from '@mswjs/data';

/**
 * Complaints to the grievance officer (rows visitors create, saved by src/mocks/persistence);
 * composed in src/api/memory-db.ts. An optional field left out is ''.
 */
export const complaintModels = {
  complaint: {
    ticket: primaryKey(String),
    name: String,
    email: String,
    phone: String,
    orderId: String,
    subject: String,
    message: String,
    createdAt: String,
    acknowledgeBy: String,
    status: String,
  },
};
