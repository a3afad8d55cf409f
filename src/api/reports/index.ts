/** Reports: the owner's GST return (GSTR-1), the sales register and the CSV exports. What others use of it. */
export { reportRoutes } from './routes';
export { csvLine, csvText, BYTE_ORDER_MARK } from './csv';
