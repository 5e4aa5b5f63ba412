/** The method and path of the calls on a shopper's orders (contract/calls/orders.ts). */
export const placeOrder = { method: 'POST', url: '/api/order/place' } as const;
export const verifyOrder = { method: 'POST', url: '/api/order/verify' } as const;
export const userOrders = { method: 'POST', url: '/api/order/userorders' } as const;
export const reorder = { method: 'POST', url: '/api/order/reorder' } as const;
export const orderCancel = { method: 'POST', url: '/api/order/cancel' } as const;
export const streamTicket = { method: 'POST', url: '/api/stream/ticket' } as const;
export const orderStream = { method: 'GET', url: '/api/order/stream' } as const;
export const rate = { method: 'POST', url: '/api/rating/rate' } as const;
export const orderRatings = { method: 'POST', url: '/api/rating/order' } as const;
