/**
 * What the pages behind the first load say (docs/product.md#messages): checkout and payment,
 * search, the cart's totals and the kitchen's console. Apart from PAGE_MESSAGES
 * (contract/messages.ts), which the first load carries, so only these pages do. A sentence the
 * server says too is written once, in its group there, and stays in PAGE_MESSAGES.
 */
export const ROUTE_MESSAGES = {
  loginToPlaceOrder: 'Login to Place Order',
  userNotLoggedIn: 'User not logged in',
  errorPlacingOrder: 'Error placing order!',
  serverError: 'Server error. Please try again.',
  verifying: 'Verifying payment...',
  errorVerifying: '⚠️ Error verifying payment.',
  invalidPaymentLink: 'Invalid payment link.',
  noFoodFound: '😞 No food items found.',
} as const;
