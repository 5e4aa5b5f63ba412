/**
 * Wire types of every call between the SPA and the server. Types only: nothing here reaches the
 * bundle at run time. Field names are the original storefront's, unchanged (docs/api.md).
 */
import type { AddressField, OrderStatus } from './rules';

/** Every reply carries `success`; a refusal carries a `message` a person can read. */
export interface Reply {
  success: boolean;
  message?: string;
}

export interface FoodItem {
  _id: string;
  name: string;
  description: string;
  /** Base number; shown to the shopper x 10 in rupees. */
  price: number;
  /** File name under `/uploads/`. */
  image: string;
  category: string;
}

export interface FoodListReply extends Reply {
  data: FoodItem[];
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginReply extends Reply {
  token: string;
  username: string;
  userId: string;
}

/**
 * POST /api/user/password (token header). Same rules as sign-up for the new password; ends every
 * other session of the account.
 */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** The token that replaces this browser's: the old one has ended with every other session. */
export interface ChangePasswordReply extends Reply {
  token: string;
}

/** Dish id -> quantity. */
export type CartData = Record<string, number>;

export interface CartReply extends Reply {
  cartData: CartData;
}

export interface CartItemRequest {
  itemId: string;
}

export interface CartMergeRequest {
  cartData: CartData;
}

export type Address = Record<AddressField, string>;

export interface OrderLineRequest {
  _id: string;
  name?: string;
  price?: number;
  quantity: number;
}

export interface PlaceOrderRequest {
  userId?: string;
  address: Address;
  items: OrderLineRequest[];
  /** Subtotal plus delivery fee, in rupees, as the shopper saw it. */
  amount: number;
}

export interface PlaceOrderReply extends Reply {
  session_url: string;
  orderId: string;
}

export interface VerifyOrderRequest {
  orderId: string;
  /** The query string's hint; the server never trusts it. */
  success: string | boolean;
}

export interface OrderLine {
  name: string;
  price: number;
  quantity: number;
}

export interface Order {
  _id: string;
  items: OrderLine[];
  amount: number;
  address: Address;
  status: OrderStatus;
  payment: boolean;
  /** ISO 8601. */
  date: string;
}

export interface UserOrdersReply extends Reply {
  data: Order[];
}

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}

export interface HealthReply extends Reply {
  database: 'sqlite' | 'postgres';
  payments: 'test' | 'stripe';
}
