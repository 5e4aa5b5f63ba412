/**
 * What the store calls do, beyond what their schemas say: the `description` of each call in
 * contract/calls/store.ts, shown in the OpenAPI document (/api/openapi.json). Markdown.
 */
export const STORE_DESCRIPTIONS = {
  shopInfo:
    '`{ success: true, settings: { hours, timeZone, minimumOrder }, open, closedMessage? }`: ' +
    'the settings as `POST /api/kitchen/settings` saves them (the defaults until staff save them: Mon-Sat 09:00-21:00, Sun ' +
    "10:00-18:00, `SHOP_TIME_ZONE`, no minimum), whether orders are taken now on the shop's " +
    'clock (`SHOP_CLOCK`), and while closed the sentence saying when it opens. ' +
    '`Cache-Control: no-store`. While staff have paused new orders, `paused: { until, ' +
    'message }` (`until` an ISO time, or `null`: until they resume) and, within opening ' +
    "hours, `open: false` with `closedMessage` the pause's sentence (`Not taking orders " +
    'right now — back at 8:30 PM`).',
  deliveryCheck:
    'Whether the shop delivers to a PIN code: `{ success: true, delivers: true, fee, ' +
    'minimum, area }` (`area` null while staff define none; `minimum` the larger of the ' +
    "area's and the shop's) or `{ success: true, delivers: false, message: 'Sorry, we do not " +
    "deliver to 110001 yet. You can pick it up instead.' }`. A missing or malformed PIN: 400 " +
    '`Enter a 6-digit PIN code.`',
  orderTimes:
    "`{ success: true, asap, minutes, quote, slots, closedMessage? }`: whether 'As soon as " +
    "possible' is offered now, the quoted minutes and their sentence ('Arrives in about 45 " +
    "min'), the slots that can be ordered for (ISO instants, 15 minutes apart, today and the " +
    "next 6 days, full slots left out), and while closed 'We are closed now. We open at 9 " +
    "AM. You can order now for later.' (docs/product.md#quoted-times says how the queue " +
    'lengthens the quote). `Cache-Control: no-store`.',
  contact:
    'Validated as the contact form is (`Please fill all the fields`, `Invalid email ' +
    'address`, `Name must be at most 100 characters long`, `Your message must be at most ' +
    "5000 characters long.`) and stored. `201 { success: true, message: 'Message Sent " +
    "Successfully!' }`. At most `CONTACT_LIMIT_PER_MINUTE` (5) messages a minute and " +
    '`CONTACT_LIMIT_PER_DAY` (50) a day per client address; past that, 429 `You have sent ' +
    'several messages already. Please wait a while before sending another.` with ' +
    '`Retry-After`. A form refused for a mistake does not count.',
  health:
    '- `GET /api/health`: which database and payment provider are in use, after a query on ' +
    'the database; while the database cannot be reached, 503 `{ success: false, message, ' +
    "database: 'down' }` with `Retry-After`.",
};
