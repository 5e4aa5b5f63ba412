/**
 * Every call of the API, once: its method and path (from contract/endpoints.ts, which the SPA
 * imports without the schemas), body, headers and every reply, refusals included. The server
 * registers its routes from these (validation, reply serialisation: nothing leaves that a reply
 * schema does not name), the OpenAPI document at /api/openapi.json is made from them, and
 * contract/api.ts derives the types both sides use. Change a field here and all of
 * them change. What each call does, in words: docs/api.md.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import * as ENDPOINTS from './endpoints';
import {
  ChangePasswordBody,
  ChangePasswordReply,
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  ProfileReply,
  ResetPasswordBody,
} from './schemas/accounts';
import { RegisterBody } from './schemas/accounts';
import { AddressBookReply, AddressIdBody, SaveAddressBody } from './schemas/addresses';
import { CartItemBody, CartMergeBody, CartReply } from './schemas/cart';
import { Done, Refusal, replies } from './schemas/common';
import { ContactBody } from './schemas/contact';
import {
  AreaListReply,
  AreaRemoveBody,
  AreaSaveBody,
  AreaSaveReply,
  DeliveryCheckQuery,
  DeliveryCheckReply,
  MarkPaidBody,
  OrderTimesQuery,
  OrderTimesReply,
} from './schemas/fulfilment';
import { FoodListReply, HealthDown, HealthReply } from './schemas/menu';
import { DishBySlugQuery, DishBySlugReply } from './schemas/dish-page';
import {
  AdvanceBody,
  KitchenOrder,
  CancelBody,
  KitchenOrderReply,
  KitchenOrdersReply,
  StreamQuery,
  StreamTicketBody,
  StreamTicketReply,
} from './schemas/kitchen';
import {
  DishAvailabilityBody,
  DishBody,
  DishEditBody,
  DishIdBody,
  DishReply,
  PictureReply,
  PromoAddBody,
  PromoCheckBody,
  PromoCheckReply,
  PromoCodeBody,
  PromoListReply,
  PromoReply,
  SettingsReply,
  ShopReply,
  ShopSettings,
} from './schemas/shop';
import {
  Order,
  PlaceOrderBody,
  PlaceOrderReply,
  ReorderBody,
  ReorderReply,
  UserOrdersReply,
  VerifyOrderBody,
  VerifyOrderReply,
} from './schemas/orders';
import { ReportCsv, ReportQuery, ReportReply } from './schemas/reports';
import { AcceptBody, ShopperCancelBody, ShopperCancelReply } from './schemas/acceptance';
import { PauseBody, PauseReply } from './schemas/pause';
import {
  DishReviewsQuery,
  DishReviewsReply,
  HideReviewBody,
  OrderRatingsBody,
  OrderRatingsReply,
  RateBody,
  RateReply,
  ReviewIdBody,
  ReviewReply,
  ReviewsQuery,
  ReviewsReply,
} from './schemas/ratings';

export interface CallSchema {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  tag: 'menu' | 'accounts' | 'cart' | 'orders' | 'kitchen' | 'contact' | 'payments' | 'store';
  /** Needs a current session token (the `token` header). */
  signedIn: boolean;
  /** Needs an account with the staff role, read from the database on every request (403). */
  staff?: boolean;
  body?: TSchema;
  querystring?: TSchema;
  /** Answers `text/event-stream` (its 200 schema describes each event's `data`). */
  eventStream?: boolean;
  /** Takes `multipart/form-data` (a file), not JSON; its parts are described in `summary`. */
  multipart?: boolean;
  response: Record<number, TSchema>;
}

/** Refusals any JSON call can give: a malformed body (400), too large (413), not JSON (415). */
const BODY_REFUSALS = [400, 413, 415] as const;
const SIGNED_IN = [...BODY_REFUSALS, 401] as const;
const STAFF = [...SIGNED_IN, 403] as const;

function call<const C extends CallSchema>(definition: C): C {
  // Every call may fail on our side: a 500 with an apology, never a stack trace; and while the
  // database cannot be reached, a 503 with Retry-After (docs/operations.md).
  return { ...definition, response: { 503: Refusal, ...definition.response, 500: Refusal } };
}

export const CALLS = {
  foodList: call({
    ...ENDPOINTS.foodList,
    summary: 'The whole menu (304 with If-None-Match when unchanged)',
    tag: 'menu',
    signedIn: false,
    response: { 200: FoodListReply },
  }),
  dishBySlug: call({
    ...ENDPOINTS.dishBySlug,
    summary:
      "A dish by its page's address (an earlier one too); 404 with why for a removed dish or an unknown address",
    tag: 'menu',
    signedIn: false,
    querystring: DishBySlugQuery,
    response: replies({ 200: DishBySlugReply }, [400, 404]),
  }),
  health: call({
    ...ENDPOINTS.health,
    summary: 'Whether the store and its database answer',
    tag: 'store',
    signedIn: false,
    response: { 200: HealthReply, 503: HealthDown },
  }),
  register: call({
    ...ENDPOINTS.register,
    summary: 'Create an account',
    tag: 'accounts',
    signedIn: false,
    body: RegisterBody,
    response: replies({ 201: Done }, [...BODY_REFUSALS, 409, 429, 503]),
  }),
  login: call({
    ...ENDPOINTS.login,
    summary: 'Log in: a session token',
    tag: 'accounts',
    signedIn: false,
    body: LoginBody,
    response: replies({ 200: LoginReply }, [...BODY_REFUSALS, 401, 429, 503]),
  }),
  forgotPassword: call({
    ...ENDPOINTS.forgotPassword,
    summary:
      'Email a single-use link (30 minutes) to reset the password; the same reply whether or not an account uses the address',
    tag: 'accounts',
    signedIn: false,
    body: ForgotPasswordBody,
    response: replies({ 200: Done }, [...BODY_REFUSALS, 429, 503]),
  }),
  resetPassword: call({
    ...ENDPOINTS.resetPassword,
    summary:
      "Set a new password with an emailed link's token: every session of the account ends, and the reply logs in",
    tag: 'accounts',
    signedIn: false,
    body: ResetPasswordBody,
    response: replies({ 200: LoginReply }, [...BODY_REFUSALS, 410, 429, 503]),
  }),
  logout: call({
    ...ENDPOINTS.logout,
    summary: 'End this session',
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: Done }, SIGNED_IN),
  }),
  logoutAll: call({
    ...ENDPOINTS.logoutAll,
    summary: 'End every session of the account',
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: Done }, SIGNED_IN),
  }),
  changePassword: call({
    ...ENDPOINTS.changePassword,
    summary: 'Change the password; every other session ends',
    tag: 'accounts',
    signedIn: true,
    body: ChangePasswordBody,
    response: replies({ 200: ChangePasswordReply }, [...SIGNED_IN, 403, 429, 503]),
  }),
  profile: call({
    ...ENDPOINTS.profile,
    summary: "The account's name and email, and its latest delivery address (to fill checkout)",
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: ProfileReply }, [401]),
  }),
  addressList: call({
    ...ENDPOINTS.addressList,
    summary: "The account's address book (up to 10), the latest used first",
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: AddressBookReply }, [401]),
  }),
  addressSave: call({
    ...ENDPOINTS.addressSave,
    summary: 'Add an address to the book (refused when it holds 10) or change one, with its name',
    tag: 'accounts',
    signedIn: true,
    body: SaveAddressBody,
    response: replies({ 200: AddressBookReply }, [...SIGNED_IN, 404, 409]),
  }),
  addressRemove: call({
    ...ENDPOINTS.addressRemove,
    summary: 'Remove an address from the book',
    tag: 'accounts',
    signedIn: true,
    body: AddressIdBody,
    response: replies({ 200: AddressBookReply }, [...SIGNED_IN, 404]),
  }),
  addressDefault: call({
    ...ENDPOINTS.addressDefault,
    summary: 'Make an address the default, the one checkout starts from',
    tag: 'accounts',
    signedIn: true,
    body: AddressIdBody,
    response: replies({ 200: AddressBookReply }, [...SIGNED_IN, 404]),
  }),
  cartGet: call({
    ...ENDPOINTS.cartGet,
    summary: "The shopper's cart",
    tag: 'cart',
    signedIn: true,
    response: replies({ 200: CartReply }, SIGNED_IN),
  }),
  cartAdd: call({
    ...ENDPOINTS.cartAdd,
    summary: 'One more of a dish',
    tag: 'cart',
    signedIn: true,
    body: CartItemBody,
    response: replies({ 200: CartReply }, [...SIGNED_IN, 404, 409]),
  }),
  cartRemove: call({
    ...ENDPOINTS.cartRemove,
    summary: 'One fewer of a dish',
    tag: 'cart',
    signedIn: true,
    body: CartItemBody,
    response: replies({ 200: CartReply }, [...SIGNED_IN, 404]),
  }),
  cartMerge: call({
    ...ENDPOINTS.cartMerge,
    summary: "Add the browser's cart to the account's (on login)",
    tag: 'cart',
    signedIn: true,
    body: CartMergeBody,
    response: replies({ 200: CartReply }, SIGNED_IN),
  }),
  placeOrder: call({
    ...ENDPOINTS.placeOrder,
    summary: 'Place an order and open its payment page',
    tag: 'orders',
    signedIn: true,
    body: PlaceOrderBody,
    response: replies({ 201: PlaceOrderReply }, [...SIGNED_IN, 403, 409, 502]),
  }),
  verifyOrder: call({
    ...ENDPOINTS.verifyOrder,
    summary: 'Ask whether an order is paid (token optional)',
    tag: 'orders',
    signedIn: false,
    body: VerifyOrderBody,
    response: replies({ 200: VerifyOrderReply }, [...BODY_REFUSALS, 404]),
  }),
  userOrders: call({
    ...ENDPOINTS.userOrders,
    summary: "The shopper's orders, newest first",
    tag: 'orders',
    signedIn: true,
    response: replies({ 200: UserOrdersReply }, SIGNED_IN),
  }),
  reorder: call({
    ...ENDPOINTS.reorder,
    summary:
      "Order again: a paid order's dishes added to the cart at today's prices (those not sold now left out)",
    tag: 'orders',
    signedIn: true,
    body: ReorderBody,
    response: replies({ 200: ReorderReply }, [...SIGNED_IN, 404, 409]),
  }),
  kitchenOrders: call({
    ...ENDPOINTS.kitchenOrders,
    summary: "The order board: paid orders to cook or on their way, and today's delivered",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    response: replies({ 200: KitchenOrdersReply }, [401, 403]),
  }),
  kitchenAdvance: call({
    ...ENDPOINTS.kitchenAdvance,
    summary: "Move a paid order to its next status ('Out for delivery', then 'Delivered')",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: AdvanceBody,
    response: replies({ 200: KitchenOrderReply }, [...STAFF, 404, 409]),
  }),
  kitchenCancel: call({
    ...ENDPOINTS.kitchenCancel,
    summary: 'Cancel a paid order with a reason, and refund its payment',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: CancelBody,
    response: replies({ 200: KitchenOrderReply }, [...STAFF, 404, 409, 502]),
  }),
  kitchenAccept: call({
    ...ENDPOINTS.kitchenAccept,
    summary: "Accept a new paid order with its preparation time ('Preparing', due then)",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: AcceptBody,
    response: replies({ 200: KitchenOrderReply }, [...STAFF, 404, 409]),
  }),
  orderCancel: call({
    ...ENDPOINTS.orderCancel,
    summary:
      'Cancel your own paid order while the restaurant has not accepted it, refunded at once',
    tag: 'orders',
    signedIn: true,
    body: ShopperCancelBody,
    response: replies({ 200: ShopperCancelReply }, [...SIGNED_IN, 404, 409, 502]),
  }),
  kitchenMarkPaid: call({
    ...ENDPOINTS.kitchenMarkPaid,
    summary: 'Mark a pay-on-delivery order paid (out for delivery or delivered)',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: MarkPaidBody,
    response: replies({ 200: KitchenOrderReply }, [...STAFF, 404, 409]),
  }),
  streamTicket: call({
    ...ENDPOINTS.streamTicket,
    summary: 'A single-use ticket that opens one live stream (an EventSource sends no headers)',
    tag: 'orders',
    signedIn: true,
    body: StreamTicketBody,
    response: replies({ 200: StreamTicketReply }, [...STAFF, 429]),
  }),
  orderStream: call({
    ...ENDPOINTS.orderStream,
    // Each event: `id` (the order event's number, for Last-Event-ID), `event: order`, and the
    // order as JSON in `data` (this schema); a comment line every SSE_HEARTBEAT_SECONDS.
    summary: "Server-sent events: the shopper's own orders as they change",
    tag: 'orders',
    signedIn: false,
    querystring: StreamQuery,
    eventStream: true,
    response: replies({ 200: Order }, [400, 401, 429, 503]),
  }),
  kitchenStream: call({
    ...ENDPOINTS.kitchenStream,
    summary: 'Server-sent events: paid orders and status changes for the board',
    tag: 'kitchen',
    signedIn: false,
    querystring: StreamQuery,
    eventStream: true,
    response: replies({ 200: KitchenOrder }, [400, 401, 403, 429, 503]),
  }),
  shopInfo: call({
    ...ENDPOINTS.shopInfo,
    summary: 'Opening hours, time zone and minimum order, and whether orders are taken now',
    tag: 'store',
    signedIn: false,
    response: { 200: ShopReply },
  }),
  deliveryCheck: call({
    ...ENDPOINTS.deliveryCheck,
    summary: "Whether the shop delivers to a PIN code, and its area's fee and minimum order",
    tag: 'store',
    signedIn: false,
    querystring: DeliveryCheckQuery,
    response: replies({ 200: DeliveryCheckReply }, [400]),
  }),
  orderTimes: call({
    ...ENDPOINTS.orderTimes,
    summary:
      "The quoted time of an order placed now, whether 'as soon as possible' is offered, and the later slots (7 days)",
    tag: 'store',
    signedIn: false,
    querystring: OrderTimesQuery,
    response: replies({ 200: OrderTimesReply }, [400]),
  }),
  areaList: call({
    ...ENDPOINTS.areaList,
    summary: 'The delivery areas: PIN codes, fee and minimum order of each',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    response: replies({ 200: AreaListReply }, [401, 403]),
  }),
  areaSave: call({
    ...ENDPOINTS.areaSave,
    summary: 'Add a delivery area, or change one (with its id)',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: AreaSaveBody,
    response: replies({ 200: AreaSaveReply }, [...STAFF, 404, 409]),
  }),
  areaRemove: call({
    ...ENDPOINTS.areaRemove,
    summary: 'Remove a delivery area',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: AreaRemoveBody,
    response: replies({ 200: Done }, [...STAFF, 404]),
  }),
  promoCheck: call({
    ...ENDPOINTS.promoCheck,
    summary:
      'What a promo code takes off a subtotal, or why it does not apply (token optional: with it, a once-per-account code the account has used is refused)',
    tag: 'cart',
    signedIn: false,
    body: PromoCheckBody,
    response: replies({ 200: PromoCheckReply }, [...BODY_REFUSALS, 404, 409]),
  }),
  dishAdd: call({
    ...ENDPOINTS.dishAdd,
    summary: 'Add a dish to the menu (its picture uploaded first)',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: DishBody,
    response: replies({ 201: DishReply }, [...STAFF, 409]),
  }),
  dishEdit: call({
    ...ENDPOINTS.dishEdit,
    summary: "Change a dish's name, description, price, category, picture or dietary labels",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: DishEditBody,
    response: replies({ 200: DishReply }, [...STAFF, 404, 409]),
  }),
  dishAvailability: call({
    ...ENDPOINTS.dishAvailability,
    summary: 'Mark a dish unavailable (or available again)',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: DishAvailabilityBody,
    response: replies({ 200: DishReply }, [...STAFF, 404]),
  }),
  dishRemove: call({
    ...ENDPOINTS.dishRemove,
    summary: 'Take a dish off the menu for good (past orders keep their lines)',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: DishIdBody,
    response: replies({ 200: Done }, [...STAFF, 404]),
  }),
  pictureUpload: call({
    ...ENDPOINTS.pictureUpload,
    summary:
      "Upload a dish's picture: multipart/form-data with one file part named 'picture' (JPEG, PNG or WebP, up to 5 MB)",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    multipart: true,
    response: replies({ 201: PictureReply }, [...STAFF]),
  }),
  settingsSave: call({
    ...ENDPOINTS.settingsSave,
    summary: 'Change the opening hours, time zone and minimum order',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: ShopSettings,
    response: replies({ 200: SettingsReply }, STAFF),
  }),
  pauseOrders: call({
    ...ENDPOINTS.pauseOrders,
    summary:
      'Stop taking new orders for 15, 30 or 60 minutes, or until resumed (every instance agrees)',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: PauseBody,
    response: replies({ 200: PauseReply }, STAFF),
  }),
  resumeOrders: call({
    ...ENDPOINTS.resumeOrders,
    summary: 'Take new orders again after a pause',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    response: replies({ 200: PauseReply }, STAFF),
  }),
  promoList: call({
    ...ENDPOINTS.promoList,
    summary: 'Every promo code, newest first, with its uses',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    response: replies({ 200: PromoListReply }, [401, 403]),
  }),
  promoAdd: call({
    ...ENDPOINTS.promoAdd,
    summary: 'Create a promo code',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: PromoAddBody,
    response: replies({ 201: PromoReply }, [...STAFF, 409]),
  }),
  promoDeactivate: call({
    ...ENDPOINTS.promoDeactivate,
    summary: 'Stop a promo code from working',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: PromoCodeBody,
    response: replies({ 200: PromoReply }, [...STAFF, 404]),
  }),
  reports: call({
    ...ENDPOINTS.reports,
    summary: "A period's sales: figures, orders by hour, revenue by day, top dishes, times",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    querystring: ReportQuery,
    response: replies({ 200: ReportReply }, [400, 401, 403]),
  }),
  reportsCsv: call({
    ...ENDPOINTS.reportsCsv,
    summary: "The period's paid orders as CSV, one row per line",
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    querystring: ReportQuery,
    response: replies({ 200: ReportCsv }, [400, 401, 403]),
  }),
  rate: call({
    ...ENDPOINTS.rate,
    summary:
      'Rate a dish of a delivered order of yours (1 to 5 stars, a comment); again within 7 days to change it',
    tag: 'orders',
    signedIn: true,
    body: RateBody,
    response: replies({ 200: RateReply }, [...SIGNED_IN, 404, 409]),
  }),
  orderRatings: call({
    ...ENDPOINTS.orderRatings,
    summary: "An order's dishes with the shopper's own rating of each",
    tag: 'orders',
    signedIn: true,
    body: OrderRatingsBody,
    response: replies({ 200: OrderRatingsReply }, [...SIGNED_IN, 404]),
  }),
  dishReviews: call({
    ...ENDPOINTS.dishReviews,
    summary: "A dish's latest visible reviews with a comment",
    tag: 'menu',
    signedIn: false,
    querystring: DishReviewsQuery,
    response: replies({ 200: DishReviewsReply }, [400, 404]),
  }),
  reviews: call({
    ...ENDPOINTS.reviews,
    summary: 'Reviews, newest first, hidden ones with their reason',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    querystring: ReviewsQuery,
    response: replies({ 200: ReviewsReply }, [400, 401, 403]),
  }),
  reviewHide: call({
    ...ENDPOINTS.reviewHide,
    summary: 'Hide a review with a reason: it leaves the average',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: HideReviewBody,
    response: replies({ 200: ReviewReply }, [...STAFF, 404]),
  }),
  reviewUnhide: call({
    ...ENDPOINTS.reviewUnhide,
    summary: 'Show a hidden review again: it counts in the average again',
    tag: 'kitchen',
    signedIn: true,
    staff: true,
    body: ReviewIdBody,
    response: replies({ 200: ReviewReply }, [...STAFF, 404]),
  }),
  contact: call({
    ...ENDPOINTS.contact,
    summary: 'Send the contact form',
    tag: 'contact',
    signedIn: false,
    body: ContactBody,
    response: replies({ 201: Done }, [...BODY_REFUSALS, 429]),
  }),
  stripeWebhook: call({
    ...ENDPOINTS.stripeWebhook,
    summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
    tag: 'payments',
    signedIn: false,
    response: replies(
      {
        200: Type.Object({
          success: Type.Literal(true),
          received: Type.Literal(true),
          message: Type.Optional(Type.String({ description: 'Set when the event was a repeat.' })),
        }),
      },
      [400, 413, 503],
    ),
  }),
} as const satisfies { [Name in keyof typeof ENDPOINTS]: (typeof ENDPOINTS)[Name] };
