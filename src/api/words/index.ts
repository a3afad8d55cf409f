/** The API's words in the shopper's language (issue 37). What other resources use of it; the Hindi loads on demand. */
export { refundMessages, shopperRefusals } from './english';
export { refusalBody } from './refusal-body';
