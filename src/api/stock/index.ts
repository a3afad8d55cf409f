/** Stock: each product's pairs on hand and reserved, and the console's adjustments. What other resources use of it. */
export { mergedLines, type StockLine } from './repository';
