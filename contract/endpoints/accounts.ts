/** The method and path of accounts' calls (contract/calls/accounts.ts). */
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
