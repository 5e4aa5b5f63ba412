/**
 * Each call's method and path, once, under its name in CALLS (contract/calls.ts, which takes
 * them from here: a call's method and path cannot differ between the server and the SPA). Plain
 * strings with no schema, so the SPA imports them without TypeBox: one export per call, so a
 * bundle keeps only the calls its code makes. The SPA sends them through `request`
 * (src/api/request.ts), which types each call's input from its name.
 */
export const foodList = { method: 'GET', url: '/api/food/list' } as const;
export const dishBySlug = { method: 'GET', url: '/api/food/dish' } as const;
export const health = { method: 'GET', url: '/api/health' } as const;
export const register = { method: 'POST', url: '/api/user/register' } as const;
export const login = { method: 'POST', url: '/api/user/login' } as const;
export const forgotPassword = { method: 'POST', url: '/api/user/forgot-password' } as const;
export const resetPassword = { method: 'POST', url: '/api/user/reset-password' } as const;
export const logout = { method: 'POST', url: '/api/user/logout' } as const;
export const logoutAll = { method: 'POST', url: '/api/user/logout-all' } as const;
export const changePassword = { method: 'POST', url: '/api/user/password' } as const;
export const profile = { method: 'GET', url: '/api/user/profile' } as const;
export const addressList = { method: 'GET', url: '/api/user/addresses' } as const;
export const addressSave = { method: 'POST', url: '/api/user/addresses/save' } as const;
export const addressRemove = { method: 'POST', url: '/api/user/addresses/remove' } as const;
export const addressDefault = { method: 'POST', url: '/api/user/addresses/default' } as const;
export const cartGet = { method: 'POST', url: '/api/cart/get' } as const;
export const cartAdd = { method: 'POST', url: '/api/cart/add' } as const;
export const cartRemove = { method: 'POST', url: '/api/cart/remove' } as const;
export const cartMerge = { method: 'POST', url: '/api/cart/merge' } as const;
export const placeOrder = { method: 'POST', url: '/api/order/place' } as const;
export const verifyOrder = { method: 'POST', url: '/api/order/verify' } as const;
export const userOrders = { method: 'POST', url: '/api/order/userorders' } as const;
export const reorder = { method: 'POST', url: '/api/order/reorder' } as const;
export const kitchenOrders = { method: 'GET', url: '/api/kitchen/orders' } as const;
export const kitchenAdvance = { method: 'POST', url: '/api/kitchen/advance' } as const;
export const kitchenCancel = { method: 'POST', url: '/api/kitchen/cancel' } as const;
export const kitchenAccept = { method: 'POST', url: '/api/kitchen/accept' } as const;
export const orderCancel = { method: 'POST', url: '/api/order/cancel' } as const;
export const kitchenMarkPaid = { method: 'POST', url: '/api/kitchen/order/paid' } as const;
export const streamTicket = { method: 'POST', url: '/api/stream/ticket' } as const;
export const orderStream = { method: 'GET', url: '/api/order/stream' } as const;
export const kitchenStream = { method: 'GET', url: '/api/kitchen/stream' } as const;
export const shopInfo = { method: 'GET', url: '/api/shop' } as const;
export const deliveryCheck = { method: 'GET', url: '/api/shop/delivery' } as const;
export const orderTimes = { method: 'GET', url: '/api/shop/times' } as const;
export const areaList = { method: 'GET', url: '/api/shop/areas' } as const;
export const areaSave = { method: 'POST', url: '/api/shop/area/save' } as const;
export const areaRemove = { method: 'POST', url: '/api/shop/area/remove' } as const;
export const promoCheck = { method: 'POST', url: '/api/promo/check' } as const;
export const dishAdd = { method: 'POST', url: '/api/kitchen/dishes/add' } as const;
export const dishEdit = { method: 'POST', url: '/api/kitchen/dishes/edit' } as const;
export const dishAvailability = {
  method: 'POST',
  url: '/api/kitchen/dishes/availability',
} as const;
export const dishRemove = { method: 'POST', url: '/api/kitchen/dishes/remove' } as const;
export const pictureUpload = { method: 'POST', url: '/api/kitchen/pictures' } as const;
export const settingsSave = { method: 'POST', url: '/api/kitchen/settings' } as const;
export const pauseOrders = { method: 'POST', url: '/api/kitchen/pause' } as const;
export const resumeOrders = { method: 'POST', url: '/api/kitchen/resume' } as const;
export const promoList = { method: 'GET', url: '/api/kitchen/promos' } as const;
export const promoAdd = { method: 'POST', url: '/api/kitchen/promos/add' } as const;
export const promoDeactivate = { method: 'POST', url: '/api/kitchen/promos/deactivate' } as const;
export const reports = { method: 'GET', url: '/api/kitchen/reports' } as const;
export const reportsCsv = { method: 'GET', url: '/api/kitchen/reports/orders.csv' } as const;
export const rate = { method: 'POST', url: '/api/rating/rate' } as const;
export const orderRatings = { method: 'POST', url: '/api/rating/order' } as const;
export const dishReviews = { method: 'GET', url: '/api/rating/dish' } as const;
export const reviews = { method: 'GET', url: '/api/kitchen/reviews' } as const;
export const reviewHide = { method: 'POST', url: '/api/kitchen/reviews/hide' } as const;
export const reviewUnhide = { method: 'POST', url: '/api/kitchen/reviews/unhide' } as const;
export const contact = { method: 'POST', url: '/api/contact' } as const;
export const stripeWebhook = { method: 'POST', url: '/api/payments/stripe/webhook' } as const;
