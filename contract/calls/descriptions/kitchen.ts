/**
 * What the kitchen calls do, beyond what their schemas say: the `description` of each call in
 * contract/calls/kitchen.ts, shown in the OpenAPI document (/api/openapi.json). Markdown.
 */
/** The dietary labels of a dish added or edited. */
const LABELS =
  "- `labels` (add and edit): a list of the dietary labels' names, as in food/list, kept " +
  "in the set's order whatever order they come in; left out, a new dish has none and an " +
  "edited one keeps its own. `'vegan'` implies `'vegetarian'` (added if missing). Refused " +
  "(400): a name not in the set, `'halal' is not a dietary label. The labels are " +
  "'vegetarian', 'vegan', 'egg', 'gluten-free', 'nuts', 'spicy'.`; `'vegan'` with `'egg'`, " +
  "`A vegan dish cannot contain egg. Untick Vegan or Contains egg.`; `'vegetarian'` with " +
  "`'egg'` (egg is non-vegetarian, as Indian labelling has it), `A vegetarian dish cannot " +
  'contain egg (egg is non-vegetarian, as Indian labels mark it). Untick Vegetarian or ' +
  'Contains egg.`; not a list of strings (at most 20), by the schema.';

/** The option groups of a dish added or edited. */
const OPTION_GROUPS =
  "- `optionGroups` (add and edit): the dish's option groups as food/list shows them " +
  '(option `price` in whole rupees, kept as paise); left out, a new dish has none and an ' +
  'edited one keeps its own; `[]` takes them away. An option the kitchen ran out of is ' +
  "sent with `available: false`. Refused (400) with the rule's sentence (`groupsProblem`, " +
  "contract/options.ts; the list is in docs/product.md#dish-options), e.g. `'Size' needs " +
  'at least two options to choose from.`; nothing is stored.';

/** The refusals of the menu console's dish calls. */
const MENU_REFUSALS =
  "- Refusals, with the shop's words (`MENU_MESSAGES`, contract/shop-messages.ts): 400 for " +
  'a blank or too long name (80), description (300) or category (40), a price that is not ' +
  'a whole number from ₹1 to ₹1,00,000, no picture, or a picture that is neither uploaded ' +
  'here nor a sample (`That picture was not uploaded here. Please upload it again.`); 409 ' +
  '`Another dish already has this name.` (names are unique among dishes on the menu, ' +
  "letter case aside; a removed dish's name is free); 404 `That dish is not on the menu.` " +
  'for an unknown or removed `_id`. A category typed in another case is the existing one.';

/** What dishes/add and dishes/edit share. */
const DISH_RULES = [LABELS, OPTION_GROUPS, MENU_REFUSALS].join('\n');

export const KITCHEN_DESCRIPTIONS = {
  kitchenOrders:
    '`{ success: true, data: [{ _id, number, lines: [{ name, quantity }], amount, address, ' +
    'status, paidAt, updatedAt, refunded, promoCode?, discount }] }`: paid orders in `Food ' +
    "Processing` and `Out for delivery`, and those `Delivered` since midnight in the shop's " +
    'time zone (the saved setting, else `SHOP_TIME_ZONE`), the oldest paid first.',
  kitchenAdvance:
    '`to` is `Out for delivery` or `Delivered`, the status the button showed. It is applied ' +
    "only when it is the order's next status, by a conditional update, so concurrent presses " +
    "change the order once: `200 { success: true, message: 'Order updated.', order }`. " +
    'Unknown order: 404 `Order not found.`; not paid: 409 `This order is not paid, so the ' +
    'kitchen cannot move it.`; anything else (a skipped step, a step back, already moved by ' +
    'someone else): 409 `This order has already moved on. The board now shows where it is.`',
  kitchenCancel:
    '`reason` is trimmed, required (400 `Please give a reason for cancelling.`) and at most ' +
    '300 characters (400). Only a paid order in `Food Processing` or `Out for delivery` can ' +
    'be cancelled (409 `Only paid orders that are not yet delivered can be cancelled.`). The ' +
    'order becomes `Cancelled` and its payment is refunded (Stripe: a refund of the ' +
    "session's PaymentIntent with the idempotency key `refund-<orderId>`): `200 { success: " +
    "true, message: 'Order cancelled and refunded.', order }` with `refunded: true`. If the " +
    'refund fails: 502 `The order is cancelled, but the refund did not go through. Press ' +
    'Cancel order again to retry.`, the order stays `Cancelled` without a refund, and the ' +
    'same call again retries the refund only. The reason is kept (`cancelReason`) and, once ' +
    "refunded, the shopper is emailed the reason and the refund. 'Reject' on a new order is " +
    'this call.',
  kitchenAccept:
    '`minutes` is 10, 15, 20, 30 or 45 (400 `Choose 10, 15, 20, 30 or 45 minutes.`). A paid ' +
    "order still 'New' (`Food Processing` without `acceptedAt`) is accepted once, by a " +
    'conditional update: its status stays `Food Processing`; `acceptedAt` is set and, for an ' +
    "order for as soon as possible, `dueAt` becomes acceptance + `minutes` (+ the shop's " +
    'delivery minutes for a delivery); an order for a chosen time keeps its `dueAt`. `200 { ' +
    "success: true, message: 'Order accepted.', order }`. A second press: 409 `This order " +
    'has already been accepted. The board now shows where it is.`; an order cancelled ' +
    'meanwhile (by its shopper) or moved on: 409 `This order is no longer new, so it cannot ' +
    'be accepted. The board now shows where it is.`',
  kitchenMarkPaid:
    'Marks a pay-on-delivery order paid once it is out for delivery or delivered: `200 { ' +
    "success: true, message: 'Marked paid.', order }`. 409 for a card order, one paid " +
    'already, or one not yet out; 404 for an unknown order.',
  areas:
    'The delivery areas, in the order added: `{ success: true, areas: [{ id, name, pins, ' +
    'fee, minimum }] }`. Saving without `id` adds one, with `id` changes it: `pins` is the ' +
    'text as pasted (any separators); `fee` and `minimum` whole rupees. `200 { success: ' +
    "true, message: 'Delivery area saved.', area }`. Refusals: 400 naming the words that are " +
    'not PIN codes, a missing name or PIN codes, a fee or minimum that is not whole rupees; ' +
    '409 `Another delivery area already has this name.`; 404 `This delivery area no longer ' +
    'exists.`',
  dishAdd:
    '- `dishes/add { name, description, price, category, image, labels?, optionGroups? }`: ' +
    "`201 { success: true, message: 'Dish added to the menu.', dish }` (`dish` as in " +
    'food/list). `price` is **whole rupees** as shoppers see it (125), stored as paise; the ' +
    "reply's `dish.price` is the wire's base number (12.5). The dish goes at the end of its " +
    'category; a new category after the existing ones.' +
    '\n' +
    DISH_RULES,
  dishEdit:
    '- `dishes/edit { _id, name, description, price, category, image, labels?, optionGroups? ' +
    "}`: `200 { message: 'Dish saved.', dish }`; moved to another category, it goes to that " +
    "category's end." +
    '\n' +
    DISH_RULES,
  dishAvailability:
    "- `dishes/availability { _id, available }`: `200 { message: 'Marked unavailable.' | " +
    "'Marked available.', dish }`." +
    '\n' +
    MENU_REFUSALS,
  dishRemove:
    "- `dishes/remove { _id }`: `200 { message: 'Dish removed from the menu.' }`. Soft: the " +
    'row stays (`deleted_at`), past orders keep their lines, carts stop showing it.' +
    '\n' +
    MENU_REFUSALS,
  pictureUpload:
    '- `pictures`: `multipart/form-data` with one file part named `picture`. `201 { success: ' +
    "true, message: 'Picture uploaded.', image: '<hash>.webp' }`: the content is checked " +
    '(not the name or declared type) and converted to `<hash>.webp` (400x400) and ' +
    '`<hash>-200.webp` (200x200), named by the SHA-256 of the result, then give `image` to ' +
    'dishes/add or edit. Refused: over 5 MB, 413 `The picture is larger than 5 MB. Please ' +
    'choose a smaller one.`; not a picture we can read (a text file named .jpg, a truncated ' +
    'file), 400; a picture of another format (GIF, SVG, TIFF...), 415 `Please choose a JPEG, ' +
    'PNG or WebP picture.`; more than 50 megapixels declared (a decompression bomb), 400 ' +
    '`The picture has too many pixels...`; no `picture` part, 400 `Please choose a picture ' +
    'to upload.`',
  settingsSave:
    "Replaces the shop's settings: `hours` is seven days, Sunday first, each `{ open, close " +
    "}` in `'HH:MM'` (24-hour, the shop's time zone) or `null` for closed; `timeZone` an " +
    'IANA name; `minimumOrder` whole rupees (0: none). Optional, left out as stored: ' +
    '`pickupAddress`, `preparationMinutes` and `deliveryMinutes` (5 to 180), `slotLimit` (1 ' +
    'to 100, or null: no limit), `payOnDeliveryMax` (whole rupees, or null: off). `200 { ' +
    "success: true, message: 'Settings saved.', settings }`. Refusals (400): `Times are " +
    'written like 09:00 or 21:30.`, `Each day must close after it opens.`, `That time zone ' +
    'is not known. Use a name like Asia/Kolkata.`, `The minimum order must be a whole number ' +
    'of rupees, 0 for none.`; a week that is not seven days is refused by the schema.',
  pause:
    'Staff only (401, 403). Pauses new orders for `minutes` (15, 30 or 60; the end rounded ' +
    'up to a whole minute) or, with `null`, until resumed; kept in the database, so every ' +
    "instance agrees. `200 { success: true, message: 'New orders paused.', paused: { until, " +
    "message } }`; resume: `{ success: true, message: 'Taking new orders again.', paused: " +
    'null }`. Other minutes: 400 `Pause for 15, 30 or 60 minutes, or until you resume.` ' +
    "While paused, `order/place` refuses with 409 and the pause's sentence.",
  promoList:
    '`{ success: true, data: [{ code, kind, value, minSubtotal, startsOn, endsOn, maxUses, ' +
    'oncePerAccount, active, uses, held }] }`, newest first; `uses` counts paid orders, ' +
    '`held` the uses held by orders awaiting payment (at most one per account). The add and ' +
    "deactivate replies' `promo` has the same shape.",
  promoAdd:
    '`code` is kept upper-case (3 to 20 letters or digits); `kind` `percent` (`value` 1 to ' +
    '100) or `fixed` (`value` whole rupees, at least 1); `minSubtotal` whole rupees (0: ' +
    "none); `startsOn` and `endsOn` `'YYYY-MM-DD'` in the shop's time zone, both days " +
    'included, or null; `maxUses` at least 1 or null (no limit). `201 { success: true, ' +
    "message: 'Promo code created.', promo }`. Refusals (400) in the shop's words " +
    '(docs/product.md#promo-codes); a code that exists, 409 `A code with this name already ' +
    'exists.`',
  promoDeactivate:
    "`200 { success: true, message: 'Promo code deactivated.', promo }`; unknown: 404 `That " +
    'promo code does not exist.` Orders already placed with it keep their discount.',
  reports:
    '`{ success: true, report: { period, timeZone, from, to, revenue, orders, ' +
    'averageOrderValue, refunds: { count, amount }, byHour: [24 counts], byDay: [{ date, ' +
    'revenue, orders }], topByQuantity, topByRevenue: [{ name, quantity, revenue }] (10 at ' +
    'most), fulfilment: { delivery, pickup }, minutesToAccept, minutesToDeliver } }`: the ' +
    "period's paid orders (docs/product.md#reports); money in whole rupees, `date` and hours " +
    "in the shop's time zone, `from` its first midnight, `to` the moment of the report. Any " +
    'other `period`: 400.',
  reportsCsv:
    '`text/csv; charset=utf-8` as an attachment (`orders-<period>-<date>.csv`): the same ' +
    'orders, one row per line, streamed a page of orders at a time; columns and escaping in ' +
    'docs/product.md#reports.',
  reviews:
    '`200 { success: true, data: [{ id, foodId, dish, stars, comment, shopper, orderNumber, ' +
    'ratedAt, hidden: { reason, at } | null }] }`, newest first, 200 at most; without ' +
    '`hidden`, all.',
  reviewHide:
    'Hides a review (it leaves the average): `200 { success: true, message, review }`. 400 ' +
    '`Give a reason for hiding this review.` or a reason over 300 characters; 404 `Review ' +
    'not found.`',
  reviewUnhide:
    'Shows it again (it counts again): `200 { success: true, message, review }`; 404 `Review not found.`',
};
