export { ProductReviews } from './components/product-reviews';
