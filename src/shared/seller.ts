/** Who sells, and how to reach them (GET /api/seller). */
/** Who the shopper can reach, and who hears complaints (SELLER_* settings beside the invoice's). */
export interface SellerContacts {
  customerCare: { email: string; phone: string; hours: string };
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
}

/** GET /api/seller: who sells (as the tax invoice names them) and how to reach them. */
export interface SellerAnswer {
  seller: { name: string; address: string; gstin: string };
  contacts: SellerContacts;
}
