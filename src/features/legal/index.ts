export { SellerFacts } from './components/seller-facts';
export { SellerDetails, CustomerCare, GrievanceOfficer } from './components/seller-details';
export { ComplaintForm } from './components/complaint-form';
export { ComplaintQueue } from './components/complaint-queue';
export { prefetchSeller, selectSellerRead, type ComplaintFilter } from './legal-api';
