/**
 * What the accounts calls do, beyond what their schemas say: the `description` of each call in
 * contract/calls/accounts.ts, shown in the OpenAPI document (/api/openapi.json). Markdown.
 */
export const ACCOUNTS_DESCRIPTIONS = {
  register:
    "`201 { success: true, message: 'Account Created Successfully!' }`. Refusals (400 unless " +
    'noted): `Please fill all the fields`, `Invalid email address`, `Name must be at most ' +
    '100 characters long`, `Password must be at least 6 characters long`, `Password must be ' +
    'at most 128 characters long` (never cut short), `This password is too common. Choose ' +
    'another.` (the 10,000 most common passwords, any letter case), 409 `An account with ' +
    'this email already exists. Please log in.` (emails are unique regardless of letter ' +
    'case).',
  login:
    "`200 { success: true, message: 'Login Successful!', token, username, userId }`. The " +
    'token is a JWT (HS256, 7 days) with its own id (`jti`). A wrong password and an unknown ' +
    'email both get 401 `Invalid email or password.`, in about the same time; so does a ' +
    'password over 128 characters. Missing fields: 400 `Please fill all the fields to ' +
    'login!`.',
  logout:
    "Ends this token on the server: `200 { success: true, message: 'Logged out " +
    "successfully!' }`.",
  logoutAll:
    'Ends every session of the account, this one included: `200 { success: true, message: ' +
    "'You are logged out on every device.' }`.",
  changePassword:
    "`200 { success: true, message: 'Password changed. Every other session has been logged " +
    "out.', token }`: the new password follows the sign-up rules, every other token of the " +
    "account ends, and `token` replaces the caller's. Refusals: 400 as at sign-up, 403 `Your " +
    'current password is not correct.`',
  forgotPassword:
    'Emails the account that uses `email` (any letter case) a link to ' +
    "`/reset-password?token=...` that works once, for 30 minutes; only the token's SHA-256 " +
    "hash is stored. The reply is always 200 `{ success: true, message: 'If an account uses " +
    "that address, we have sent a link to reset its password.' }`, whether or not an account " +
    'uses the address, and takes the same time (at least 300 ms) either way. Refusals: 400 ' +
    '`Please fill all the fields`, `Invalid email address`; 429 `Too many reset requests. ' +
    'Please try again later.` past `PASSWORD_RESET_LIMIT` (10) an hour per client address or ' +
    'a third of that per email.',
  resetPassword:
    'Sets the new password (the sign-up rules, refused with the same 400s), ends every ' +
    'session of the account and its other reset links, and answers like login: `{ success, ' +
    "message: 'Your password is changed and you are logged in.', token, username, userId }`. " +
    'A used, expired or unknown token: 410 `This link has expired. Ask for a new one.` ' +
    'Failed tries count against `AUTH_FAILURE_LIMIT` a minute per client address (429).',
  profile:
    "`200 { success: true, name, email, lastAddress }`: the account's name and email, and " +
    "`lastAddress`, the address book's default (addresses/default), else the nine-field delivery address " +
    "of the shopper's latest order (newest as `userorders` lists them, whatever its status), " +
    "or `null` before the first order. Only ever the caller's own. The SPA fills the empty " +
    'fields of `/PlaceOrder` with it.',
  addressList:
    "`200 { success: true, message: '', addresses: [{ id, name, address, isDefault, usedAt " +
    "}] }`: the account's address book (docs/product.md#the-address-book), at most 10, the " +
    'latest used first; `address` has the nine fields; `isDefault` marks the one checkout ' +
    "starts from (the chosen one, else the latest used). The address book's other calls answer the same " +
    'shape, the book as it now is.',
  addressSave:
    "Without `id`, adds an address (`message: 'Address saved.'`); with one of the account's " +
    'own ids, changes its name and fields (its place in the list stays). Refusals: 400 ' +
    "`Please give the address a name, such as Home or Work.`, `An address's name must be at " +
    "most 40 characters long.`, `An address's name must be one line of text.`, and the " +
    "checkout's sentences for the nine fields; 404 `That address is not in your address " +
    "book.` (any id not the account's own); 409 `You already have an address named Work.`, " +
    '`That address is already in your address book as Home.`, `Your address book is full (10 ' +
    'addresses). Remove one to add another.`',
  addressRemove:
    "Removes one of the account's addresses (`message: 'Address removed.'`); 404 `That address is not in your address book.` for any id not the account's own.",
  addressDefault:
    "Makes one of the account's addresses the default (`message: 'Default address " +
    "changed.'`); 404 `That address is not in your address book.` for any id not the account's own. Paid orders are remembered in the book (named 'Home', then " +
    "'Address 2'…; the least recently used one, never the chosen default, makes room for an " +
    "11th); `profile`'s `lastAddress` is the book's default once it holds one.",
};
