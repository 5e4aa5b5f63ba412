/**
 * What the orders calls do, beyond what their schemas say: the `description` of each call in
 * contract/calls/orders.ts, shown in the OpenAPI document (/api/openapi.json). Markdown.
 */
export const ORDERS_DESCRIPTIONS = {
  placeOrder:
    '`address` has the nine fields `firstname, lastname, email, street, city, state, ' +
    "zipcode, country, phone`, all required for a delivery; for `fulfilment: 'pickup'` only " +
    'firstname, lastname, email and phone (the others may be left out, within their lengths): ' +
    "the schema's if/then/else on `fulfilment` shows both. Trimmed, with length limits; a " +
    "delivery's zipcode that is not a 6-digit PIN gets 400 `Enter a 6-digit PIN code.` and a " +
    'phone that breaks the rule 400 `Enter a phone number we can call: 10 digits, or + and the ' +
    'country code.`, each with its `field`. `email` is one ' +
    'address by the sign-up rule, else 400 `Invalid email address`; a field holding a line ' +
    'break or another control character gets 400 `<Label> must be one line of text, without ' +
    'line breaks or control characters.` Receipts and notes go to that one address only. ' +
    '`items` are `{ _id, quantity, name?, price? }`; `amount` is what the shopper was shown: ' +
    'subtotal + ₹50 delivery.\n\n' +
    'The server takes the shopper from the token (a different `userId` gets 403), prices ' +
    'every line from its own menu and computes `amount = sum(price x 10 x quantity) + 50`. ' +
    "If the client's amount or a line's price differs: 409 `The prices in your cart have " +
    'changed. Please review your cart and try again.` and nothing is created. Empty `items`: ' +
    "400 `Your cart is empty.` with `field: 'items'`; a line's quantity that is not a whole " +
    'number of at least 1: 400 `Each dish in the order needs a whole quantity of at least 1.`, ' +
    'and over 100: 400 `You can order at most 100 of one dish.`, each with its `field` ' +
    '(`items.0.quantity`). Lines for the same dish and choices are added together, and a sum ' +
    'over 100 is refused with the same sentence, naming no field. ' +
    'The order is stored as `Awaiting payment` with its lines as they are now, a checkout ' +
    'session is opened with the payment provider, and the reply is `201 { success: true, ' +
    'session_url, orderId }`. Placing the same cart again while its session can still be ' +
    'paid returns the same session (with the new address), never a second payable one.\n\n' +
    "Before anything is created the server also checks the shop's rules " +
    '(docs/product.md#opening-hours-and-minimum-order): outside opening hours, 409 with the ' +
    'closed sentence of `GET /api/shop` (`We are closed now. We open at 9 AM.`); a subtotal ' +
    'below the minimum order, 409 `The minimum order is ₹N.` With `promoCode` (any letter ' +
    'case) the server applies the code from its own rules and prices ' +
    '(docs/product.md#promo-codes) and expects `amount = subtotal - discount + 50`; a code ' +
    'that does not apply is refused with its sentence (409, an unknown code too), and the ' +
    "code's use is reserved with the order: when none is left, 409 `This code has been used " +
    'up.`; a once-per-account code the account has used (or holds with a checkout that ' +
    'cannot be closed yet), 409 `You have already used this code.` (no order is created). An ' +
    "account holds one use of a code at a time: placing first closes the account's earlier " +
    'checkout with the code (that order becomes `Payment failed`, or is fulfilled if the ' +
    'provider reports it paid); one that cannot be closed yet (being created, or its payment ' +
    'in progress), 409 `Another of your checkouts with this code is still being paid. Please ' +
    'try again in a minute.` The same cart with another code (or none) is another order. The ' +
    'order keeps `promoCode` and `discount`, and the payment provider charges the discounted ' +
    'total (Stripe: a one-off coupon of the discount, `POST /v1/coupons` with the ' +
    "idempotency key `coupon-<orderId>`, passed in the session's `discounts`; the test " +
    'checkout shows a line `Discount (CODE) −₹N`).',
  verifyOrder:
    'The browser calls this when the payment page sends it back to ' +
    '`/verify?success=...&orderId=...`. The server asks the payment provider about the ' +
    "order's session; `success` from the query string is ignored. Paid: the order becomes " +
    "`Food Processing`, its dishes leave the account's cart, and the reply is `{ success: " +
    "true, message: 'Payment verified' }`. Not paid: `{ success: false, message: 'Payment " +
    "not completed' }`, and with the owner's token an open session is closed and the order " +
    'becomes `Payment failed` (it is kept). Repeated and concurrent calls (and webhooks) ' +
    'change an order once.\n\n' +
    'The call works without a token (the order id is an unguessable UUID), but then it only ' +
    'reads: it may fulfil an order the provider reports paid (safe, and once), never close ' +
    "an open checkout; only the owner's token or the provider's own expiry does that (the " +
    'server closes expired checkouts itself: docs/operations.md#payments-left-behind). With ' +
    "another shopper's token the order is 404 `Order not found.`",
  userOrders:
    '`{ success: true, data: [{ _id, number, items: [{ name, price, quantity }], amount, ' +
    'address, status, payment, date, timeline, refunded, promoCode?, discount, session_url? ' +
    "}] }`, newest first, the caller's orders only. Statuses: `Awaiting payment`, `Food " +
    'Processing`, `Out for delivery`, `Delivered`, `Cancelled`, `Payment failed`. `timeline` ' +
    "is the order's progress from payment on, `[{ status, at }]`, each status once, at the " +
    "time it happened; `refunded` is true once a cancelled order's payment went back.",
  reorder:
    "`{ orderId }`: 'Order again'. The order's dishes are added to the caller's cart (to " +
    'what it holds, never past 100 of a dish) and the reply is `{ success: true, message, ' +
    "cartData, leftOut }`: the cart as it now is and the names of the order's dishes removed " +
    'from the menu or unavailable now, which were left out (`message` names them). The cart ' +
    "holds dishes, not prices, so checkout charges today's. 404 `Order not found.` (not the " +
    "caller's, or none); 409 `Only a paid order can be ordered again.` or `None of these " +
    'dishes can be ordered right now.` (nothing added).',
  orderCancel:
    'The shopper cancels their own paid order while the kitchen has not accepted it (no ' +
    '`acceptedAt`): one conditional update, then the refund, as `kitchen/cancel` does: `200 ' +
    "{ success: true, message: 'Your order is cancelled. Your payment is on its way back to " +
    "you.', order }` with `status: 'Cancelled'`, `cancelledBy: 'shopper'`, `refunded: true`. " +
    "Another shopper's order: 404; once the kitchen accepted it (or it left the kitchen): " +
    '409 `The restaurant has already accepted this order, so it can no longer be cancelled ' +
    'here. Please call the restaurant.`; not paid or already cancelled: 409 `Only a paid ' +
    'order the restaurant has not yet accepted can be cancelled.`; a failed refund: 502 (the ' +
    'same call retries the refund only). Orders also carry `acceptedAt?`, `cancelledBy?` ' +
    "(`'restaurant' | 'shopper'`) and `cancelReason?` (the restaurant's reason).",
  streamTicket:
    '`{ success: true, ticket, url }`: a random ticket (32 bytes, base64url) that opens one ' +
    'stream, once, within 60 s, and the URL to open (`/api/order/stream?ticket=...` or ' +
    '`/api/kitchen/stream?ticket=...`). Only its SHA-256 is stored. `kitchen` needs the ' +
    'staff role: 403 `Staff only.` otherwise.',
  stream:
    "A used, expired, unknown or other stream's ticket, or one whose session has ended " +
    'since: 401 `This live-updates link has expired or was used already. Please reconnect.` ' +
    '(JSON, before any stream starts); the kitchen stream reads the role again as it opens ' +
    '(403 `Staff only.`). A stream belongs to the session (token) that took its ticket: once ' +
    'that session ends (logout, logout everywhere, a new password, expiry), or a kitchen ' +
    "stream's account loses the staff role, the stream ends within one heartbeat, or at the " +
    'next change it would have carried if that comes first, sending nothing more. Past the ' +
    'live stream limits (docs/operations.md#live-stream-limits): 429 `Too many pages with ' +
    'live updates are open from your network. Close some and reload this one.` for one ' +
    'client address, 503 `Live updates are busy right now. This page will try again ' +
    'shortly.` for the instance, both with `Retry-After`. Otherwise `200 text/event-stream` ' +
    '(`Cache-Control: no-store`, `X-Accel-Buffering: no`), and for every change of an order ' +
    'the stream may see:\n\n' +
    '``` id: 1234 event: order data: {"_id":"...","status":"Out for delivery",...} ```\n\n' +
    "`id` is the order event's number; `data` is the order in its current state: the " +
    "shopper's `Order` (as `userorders` lists it, with `number`, `timeline` and `refunded`) " +
    "on `/api/order/stream`, the caller's own orders only, from the moment they are placed; " +
    'a `KitchenOrder` on `/api/kitchen/stream`, paid orders only, cancelled ones included so ' +
    'the board can drop them. A reconnect with `Last-Event-ID` (what `EventSource` sends by ' +
    'itself), or a new ticket with `lastEventId` in the query, first gets every order with ' +
    'newer events, once each, in its current state and with its newest event id; orders ' +
    'changed by the 200 events just before it come again too, because concurrent changes can ' +
    'commit out of id order (repeating an order only repeats its current state). A comment ' +
    'line (`: heartbeat`) every `SSE_HEARTBEAT_SECONDS` (20) keeps quiet streams open; a ' +
    'server shutting down ends its streams, and `EventSource` reconnects (with a new ticket: ' +
    'the page takes one when the stream errors). An account holds at most ' +
    '`STREAMS_PER_ACCOUNT` (5) streams on an instance: opening one more ends its oldest, ' +
    'which first gets `event: end` with `data: {"reason":"replaced"}` (the page then does ' +
    'not reconnect until it is looked at again).',
  rate:
    "docs/product.md#ratings. A shopper's rating is `{ stars, comment, ratedAt, " +
    'changeableUntil, changeable }` (`ratedAt`: when first given; it can be changed until ' +
    '`changeableUntil`, 7 days on).\n\n' +
    "Rates a dish of the caller's delivered order, or changes the rating within 7 days of " +
    "the first: `200 { success: true, message, rating }` ('Thank you for your rating.' or " +
    "'Your rating has been changed.'). 400 stars not a whole 1 to 5, comment over 500 " +
    "characters; 404 order not the caller's (or none), dish not in it; 409 not delivered, or " +
    'the 7 days are over.',
  orderRatings:
    "docs/product.md#ratings. A shopper's rating is `{ stars, comment, ratedAt, " +
    'changeableUntil, changeable }` (`ratedAt`: when first given; it can be changed until ' +
    '`changeableUntil`, 7 days on).\n\n' +
    '`200 { success: true, rateable, dishes: [{ foodId, name, rating | null }] }`: the ' +
    "order's dishes, each once, with the caller's rating. 404 for an order not the caller's (or none).",
};
