/**
 * The method and path of the shop's own calls, the contact form's and the payment provider's
 * (contract/calls/store.ts).
 */
export const health = { method: 'GET', url: '/api/health' } as const;
export const shopInfo = { method: 'GET', url: '/api/shop' } as const;
export const deliveryCheck = { method: 'GET', url: '/api/shop/delivery' } as const;
export const orderTimes = { method: 'GET', url: '/api/shop/times' } as const;
export const contact = { method: 'POST', url: '/api/contact' } as const;
export const stripeWebhook = { method: 'POST', url: '/api/payments/stripe/webhook' } as const;
