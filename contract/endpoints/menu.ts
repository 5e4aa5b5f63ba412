/** The method and path of the menu's calls (contract/calls/menu.ts). */
export const foodList = { method: 'GET', url: '/api/food/list' } as const;
export const dishBySlug = { method: 'GET', url: '/api/food/dish' } as const;
export const dishReviews = { method: 'GET', url: '/api/rating/dish' } as const;
