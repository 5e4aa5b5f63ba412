/** The method and path of the staff's calls (contract/calls/kitchen.ts). */
export const kitchenOrders = { method: 'GET', url: '/api/kitchen/orders' } as const;
export const kitchenAdvance = { method: 'POST', url: '/api/kitchen/advance' } as const;
export const kitchenCancel = { method: 'POST', url: '/api/kitchen/cancel' } as const;
export const kitchenAccept = { method: 'POST', url: '/api/kitchen/accept' } as const;
export const kitchenMarkPaid = { method: 'POST', url: '/api/kitchen/order/paid' } as const;
export const kitchenStream = { method: 'GET', url: '/api/kitchen/stream' } as const;
export const areaList = { method: 'GET', url: '/api/shop/areas' } as const;
export const areaSave = { method: 'POST', url: '/api/shop/area/save' } as const;
export const areaRemove = { method: 'POST', url: '/api/shop/area/remove' } as const;
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
export const reviews = { method: 'GET', url: '/api/kitchen/reviews' } as const;
export const reviewHide = { method: 'POST', url: '/api/kitchen/reviews/hide' } as const;
export const reviewUnhide = { method: 'POST', url: '/api/kitchen/reviews/unhide' } as const;
