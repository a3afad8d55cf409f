import type { Locale } from './i18n/locales';
/** Entities of the /api contract (spec §3), shared by the app and the mock server. */
import type { OrderEvent, OrderStatus, PaymentState } from './order-lifecycle';

export type { OrderEvent, OrderStatus, PaymentState } from './order-lifecycle';

export const BRANDS = ['puma', 'adidas', 'nike', 'vans', 'converse'] as const;
export type Brand = (typeof BRANDS)[number];

export const CATEGORIES = ['men', 'women', 'sports', 'trending'] as const;
export type CategoryName = (typeof CATEGORIES)[number];

/** A sneaker as the catalogue keeps it: what every visitor is shown of it but its stock. */
export interface CatalogueProduct {
  _id: string;
  id: number;
  title: string;
  text: string;
  /** The title in Hindi, when staff gave one: /hi pages show it, and `title` where it is absent. */
  titleHi?: string;
  /** The description in Hindi, when staff gave one; else /hi pages show `text`. */
  textHi?: string;
  img: string;
  price: number;
  /** Maximum retail price in rupees (incl. of all taxes), at least `price`: Indian law asks it on the product page. */
  mrp: number;
  countryOfOrigin: string;
  /** First character is the star number: '5+', '4.9', '3+'. */
  rating: string;
  brand: Brand;
  category?: CategoryName[];
  btn: string;
  /** Style hints the product art is drawn from. */
  color: string;
  shadow: string;
  link?: string;
}

/** A sneaker as GET /api/products answers it: the catalogue's record and the pairs left to sell. */
export interface Product extends CatalogueProduct {
  /** Pairs available to sell now (on hand − reserved), as GET /api/products read it: at most a few seconds old. */
  stock: number;
}

/** A cart line: its product as the catalogue keeps it (its stock is the product list's). */
export interface CartItem extends CatalogueProduct {
  qty: number;
  createdAt: string;
  updatedAt: string;
  /** Set when staff unpublished the product after it was put in the cart: shown, never ordered. */
  unavailable?: true;
}

export interface WishlistItem extends CatalogueProduct {
  wished: true;
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  _id: string;
  categoryName: string;
  description: string;
}

/** The user as the server returns it: never with a password. */
export interface PublicUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
  cart: CartItem[];
  wishlist: WishlistItem[];
  /**
   * Present (true) on an account 'Login as Guest' made for one visitor (the server's): it may not
   * choose Cash on Delivery (docs/decisions.md, "Holding pairs costs the holder").
   */
  guest?: true;
  /** The language the shopper last chose (issue 37): absent until they choose one. */
  language?: Locale;
}

export interface AddressInput {
  name: string;
  mobile: string;
  pincode: string;
  city: string;
  residence: string;
  alternatemobile?: string;
  state: string;
}

/** GET /api/pincodes/:pincode: where a pincode is, and the date an order placed now arrives there. */
export interface PincodeAnswer {
  pincode: string;
  city: string;
  state: string;
  /** States a border pincode also reaches (its post offices span two); usually empty. */
  otherStates: string[];
  /** YYYY-MM-DD, India time. */
  deliverBy: string;
}

export interface Address extends AddressInput {
  id: string;
  isSelected: boolean;
}

export interface OrderAmounts {
  subTotal: number;
  delivery: number;
  discount: number;
  grandTotal: number;
}

/** How the shopper pays: Razorpay's checkout now, or cash to the courier (Cash on Delivery). */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the order is paid, in words (the order page and the console). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  online: 'Online (Razorpay)',
  cod: 'Cash on Delivery',
};

export interface OrderLine {
  _id: string;
  title: string;
  price: number;
  qty: number;
  img: string;
}

/** A line of an order by its product's `_id`, and how many pairs of it. */
export interface OrderLineRef {
  productId: string;
  qty: number;
}

export interface Order {
  _id: string;
  /** What people call the order (`SH-100042`, src/shared/order-number.ts): short, sequential, never reused. */
  number: string;
  /** Payment provider order id, e.g. order_XXXXXXXXXXXXXX. */
  razorpayOrderId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** The payment's own state, beside the order's status (src/shared/order-lifecycle.ts). */
  paymentState: PaymentState;
  /** Each step the order took, oldest first, with its date; shipping carries the courier and AWB. */
  timeline: OrderEvent[];
  items: OrderLine[];
  /** The address as it was when the order was placed. */
  address: Address;
  amounts: OrderAmounts;
  /** Amount in paise: 100 × grand total. */
  amountPaise: number;
  currency: 'INR';
  paymentId?: string;
  createdAt: string;
  paidAt?: string;
  /** YYYY-MM-DD: the delivery date promised when the order was placed; absent for a pincode the shop has no data for. */
  deliverBy?: string;
  /** The GST tax invoice's number, given when the order is paid or, for Cash on Delivery, placed. */
  invoiceNumber?: string;
}

/**
 * What POST /api/user/orders and POST /api/user/orders/:orderId/payment answer: the order, and the
 * cart that is left when the request took lines out of it (a Cash on Delivery order, a payment).
 */
export interface OrderAnswer {
  order: Order;
  cart?: CartItem[];
}

export interface TestTodo {
  _id: string;
  title: string;
  done: boolean;
  createdAt: string;
}

/** What a shopper sends to review a sneaker (PUT /api/products/:productId/reviews). */
export interface ReviewInput {
  /** A whole number of stars, 1 to 5. */
  rating: number;
  title: string;
  text: string;
}

/** One verified buyer's review of one sneaker, as the shop shows it. */
export interface Review extends ReviewInput {
  _id: string;
  productId: string;
  /** The reviewer's first name and last initial: "Priya S.". */
  author: string;
  /**
   * Whether the reviewer has bought the sneaker now (paid online; a Cash on Delivery order once it
   * is delivered): writing needs it, but a review written under an older rule may lack it.
   */
  verifiedBuyer: boolean;
  createdAt: string;
  /** When it was last written: the same as createdAt until the shopper replaces it. */
  updatedAt: string;
}

/** GET /api/products/:productId/reviews. */
export interface ProductReviews {
  /** Newest written first. */
  reviews: Review[];
  /** The mean rating to one decimal; null while there is no review. */
  average: number | null;
  count: number;
  /** Only when the request carries a valid token: whether this shopper may write or replace a review. */
  canReview?: boolean;
  /** Only when the request carries a valid token: this shopper's review of the sneaker, or null. */
  yourReview?: Review | null;
}

export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

/** Spec §8: an unexpected failure's 500 answer, with the id its log lines carry (docs/server.md). */
export interface UnexpectedFailure {
  error: string;
  requestId?: string;
}
