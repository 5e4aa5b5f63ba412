/** The method and path of the cart's calls (contract/calls/cart.ts). */
export const cartGet = { method: 'POST', url: '/api/cart/get' } as const;
export const cartAdd = { method: 'POST', url: '/api/cart/add' } as const;
export const cartRemove = { method: 'POST', url: '/api/cart/remove' } as const;
export const cartMerge = { method: 'POST', url: '/api/cart/merge' } as const;
export const promoCheck = { method: 'POST', url: '/api/promo/check' } as const;
