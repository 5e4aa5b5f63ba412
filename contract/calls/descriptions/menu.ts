/**
 * What the menu calls do, beyond what their schemas say: the `description` of each call in
 * contract/calls/menu.ts, shown in the OpenAPI document (/api/openapi.json). Markdown.
 */
export const MENU_DESCRIPTIONS = {
  foodList:
    '`200 { success: true, data: [{ _id, name, description, price, image, category, ' +
    'available, labels }] }` in menu order: every dish on the menu, the ones the kitchen ' +
    'marked unavailable included (`available: false`; the SPA leaves them off /Menu and ' +
    "search), removed ones not. `labels` is the dish's dietary labels, in this order, `[]` " +
    "for none: `'vegetarian'`, `'vegan'`, `'egg'` (Contains egg), `'gluten-free'`, `'nuts'` " +
    "(Contains nuts), `'spicy'` (contract/diet.ts, docs/product.md#dietary-labels). `price` " +
    'is the base number; shoppers see it x 10 in rupees (₹125 is `12.5`). `image` is a file ' +
    'under `/uploads/` (a 400 px WebP; `<name>-200.webp` is the 200 px variant). Sent with ' +
    'an `ETag` and `Cache-Control: no-cache`: a repeat with `If-None-Match` gets `304`. ' +
    'Brotli or gzip when accepted. A dish with options (docs/product.md#dish-options) also ' +
    "has `optionGroups: [{ id, name, kind: 'one' | 'many', min, max, options: [{ id, name, " +
    "price, available, isDefault? }] }]`, in the order the shopper sees them; an option's " +
    '`price` is **whole rupees** added to one of the dish (+₹30 is `30`), not a base number. ' +
    'A plain dish has no `optionGroups` field. Each dish also has `rating: { average, count ' +
    "}`: its visible ratings' average to one decimal (0 with none) and count, kept by the " +
    "database (docs/product.md#ratings). Each dish also has `slug`: its page's address is " +
    '`/Menu/<slug>` (docs/product.md#a-page-per-dish).',
  dishBySlug:
    "A dish by its page's address, for an address the SPA's menu does not know. `200 { " +
    'success: true, data: <dish as in food/list> }` for a dish on the menu (available or ' +
    'not), also at an earlier address of a renamed dish: `data.slug` is then its current ' +
    "one, where its page is. `404` with `'<name> is no longer on the menu.'` for a removed " +
    "dish, `'There is no dish at this address.'` for an address no dish has had; `400` " +
    'without `slug`.',
  dishReviews:
    "`200 { success: true, data: [{ stars, comment, name, at }] }`: a dish's latest 10 " +
    "visible reviews with a comment, newest first, `name` the shopper's first name. 404 " +
    '`Dish not found.`',
};
