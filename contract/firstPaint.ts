/**
 * The one script a page runs before its first paint, inline in every prerendered page's head
 * (src/ssr/prerender.tsx) and allowed by its hash in the Content-Security-Policy
 * (server/http/security.ts). It marks the document 'cart pending' when this browser keeps a
 * session or a logged-out cart (redux-persist's entry, src/store/persistStorage.ts): the dishes'
 * cart controls then keep their space but draw nothing until the app knows the cart, so /Menu
 * never first offers 'Add' for a dish the cart holds (docs/product.md#dish-options).
 */

/** The attribute the script sets on `<html>` (food-card.css reads it). */
export const CART_PENDING_ATTRIBUTE = 'data-cart-pending';

/** redux-persist's localStorage entry: `persist:` and PERSIST_CONFIG's key. */
const PERSISTED_STATE_KEY = 'persist:storefront';

/**
 * The script's text, exactly as the page carries it (its hash is what the policy allows).
 * redux-persist keeps each slice as JSON inside the entry's JSON.
 */
export const CART_PENDING_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem("${PERSISTED_STATE_KEY}")||"{}"),` +
  `u=JSON.parse(s.session||"{}"),c=JSON.parse(s.cart||"{}");` +
  `if(u.token||Object.keys(c.items||{}).length)` +
  `document.documentElement.setAttribute("${CART_PENDING_ATTRIBUTE}","")}catch(e){}`;
