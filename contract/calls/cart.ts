/** The account's cart on the server. */
import * as ENDPOINTS from '../endpoints/cart';
import { CartItemBody, CartMergeBody, CartReply } from '../schemas/cart';
import { replies } from '../schemas/common';
import { PromoCheckBody, PromoCheckReply } from '../schemas/shop';
import { CART_DESCRIPTIONS } from './descriptions/cart';
import { call, type EndpointsIn, BODY_REFUSALS, SIGNED_IN } from './call';

export const CART_CALLS = {
  cartGet: call({
    ...ENDPOINTS.cartGet,
    description: CART_DESCRIPTIONS.cart,
    summary: "The shopper's cart",
    tag: 'cart',
    signedIn: true,
    response: replies({ 200: CartReply }, SIGNED_IN),
  }),
  cartAdd: call({
    ...ENDPOINTS.cartAdd,
    description: CART_DESCRIPTIONS.cart,
    summary: 'One more of a dish',
    tag: 'cart',
    signedIn: true,
    body: CartItemBody,
    response: replies({ 200: CartReply }, [...SIGNED_IN, 404, 409]),
  }),
  cartRemove: call({
    ...ENDPOINTS.cartRemove,
    description: CART_DESCRIPTIONS.cart,
    summary: 'One fewer of a dish',
    tag: 'cart',
    signedIn: true,
    body: CartItemBody,
    response: replies({ 200: CartReply }, [...SIGNED_IN, 404]),
  }),
  cartMerge: call({
    ...ENDPOINTS.cartMerge,
    description: CART_DESCRIPTIONS.cart,
    summary: "Add the browser's cart to the account's (on login)",
    tag: 'cart',
    signedIn: true,
    body: CartMergeBody,
    response: replies({ 200: CartReply }, SIGNED_IN),
  }),
  promoCheck: call({
    ...ENDPOINTS.promoCheck,
    description: CART_DESCRIPTIONS.promoCheck,
    summary:
      'What a promo code takes off a subtotal, or why it does not apply (token optional: with it, a once-per-account code the account has used is refused)',
    tag: 'cart',
    signedIn: false,
    body: PromoCheckBody,
    response: replies({ 200: PromoCheckReply }, [...BODY_REFUSALS, 404, 409]),
  }),
} as const satisfies EndpointsIn;
