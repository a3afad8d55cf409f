/** Entities of the /api contract (spec §3), shared by the app and the mock server. */

export const BRANDS = ['puma', 'adidas', 'nike', 'vans', 'converse'] as const;
export type Brand = (typeof BRANDS)[number];

export const CATEGORIES = ['men', 'women', 'sports', 'trending'] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export interface Product {
  _id: string;
  id: number;
  title: string;
  text: string;
  img: string;
  price: number;
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

export interface CartItem extends Product {
  qty: number;
  createdAt: string;
  updatedAt: string;
}

export interface WishlistItem extends Product {
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

export type OrderStatus = 'created' | 'paid';

export interface OrderLine {
  _id: string;
  title: string;
  price: number;
  qty: number;
  img: string;
}

export interface Order {
  _id: string;
  /** Payment provider order id, e.g. order_XXXXXXXXXXXXXX. */
  razorpayOrderId: string;
  status: OrderStatus;
  items: OrderLine[];
  address: Address;
  amounts: OrderAmounts;
  /** Amount in paise: 100 × grand total. */
  amountPaise: number;
  currency: 'INR';
  paymentId?: string;
  createdAt: string;
  paidAt?: string;
}

export interface TestTodo {
  _id: string;
  title: string;
  done: boolean;
  createdAt: string;
}

export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}
