/**
 * What the cart calls do, beyond what their schemas say: the `description` of each call in
 * contract/calls/cart.ts, shown in the OpenAPI document (/api/openapi.json). Markdown.
 */
export const CART_DESCRIPTIONS = {
  cart:
    '`get`, `add { itemId }`, `remove { itemId }` and `merge { cartData }` each answer the ' +
    'whole cart, `cartData: { [foodId]: quantity }`.\n\n' +
    'Each change is one atomic statement, so concurrent changes are never lost. Add sets 1 ' +
    'or adds one, up to 100 of a dish (409 past that); remove takes one away and deletes the ' +
    'line at 0, never below (removing a dish that is not in the cart answers `That dish is ' +
    'not in your cart.`); an id not on the menu gets 404 `That dish is not on the menu.`, ' +
    'and adding a dish marked unavailable gets 409 `Sorry, <dish> is not available right ' +
    "now.` Merge adds a logged-out cart's quantities into the account's (dishes no longer on " +
    'the menu, or unavailable now, are skipped) and returns the result. `get` keeps the ' +
    'lines of unavailable dishes (the SPA shows them as unavailable, outside the totals) and ' +
    'leaves out the lines of removed dishes.',
  promoCheck:
    'What the code takes off `subtotal` (whole rupees, as the cart shows it): `200 { ' +
    "success: true, message: 'Promo code applied.', code, discount }` with `code` " +
    'upper-case. Refusals: an empty code 400 `Please enter a promo code.`; unknown 404 `This ' +
    'code is not valid.`; 409 `This code is no longer active.`, `This code is not active ' +
    'yet.`, `This code has expired.`, `This code has been used up.` (every use paid or held ' +
    "by an order awaiting payment; with a token, the account's own hold counts as free, as " +
    'placing takes it over), `You have already used this code.` (once-per-account and paid ' +
    'by the account, only with its token), `This code needs a subtotal of ₹N.`',
};
