/**
 * Wire types of every call between the SPA and the server, derived from the schemas in
 * contract/calls.ts (TypeBox's `Static`): one definition gives the server's validation and
 * serialisation, the OpenAPI document and these types. Types only: nothing here reaches the
 * bundle at run time. Field names are the original storefront's, unchanged (docs/api.md).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { CALLS } from './calls';
import type { Refusal } from './schemas/common';
import type { Address as AddressSchema, Order as OrderSchema } from './schemas/orders';
import type { FoodItem as FoodItemSchema } from './schemas/menu';
import type { KitchenOrder as KitchenOrderSchema } from './schemas/kitchen';

type Calls = typeof CALLS;
export type CallName = keyof Calls;

/** What a call takes as its JSON body. */
export type BodyOf<Name extends CallName> = Calls[Name] extends {
  body: infer Schema extends TSchema;
}
  ? Static<Schema>
  : never;

/** What a call takes in its query string. */
export type QueryOf<Name extends CallName> = Calls[Name] extends {
  querystring: infer Schema extends TSchema;
}
  ? Static<Schema>
  : never;

/** What a call answers when it succeeds (its 200 or 201 reply); for several calls, any of theirs. */
export type ReplyOf<Name extends CallName> = Name extends CallName
  ? Calls[Name]['response'] extends { 201: infer Created extends TSchema }
    ? Static<Created>
    : Calls[Name]['response'] extends { 200: infer Ok extends TSchema }
      ? Static<Ok>
      : never
  : never;

/** Every refusal: `{ success: false, message, field? }` with a 4xx or 5xx status. */
export type RefusalReply = Static<typeof Refusal>;
/** A reply that succeeded or was refused: what every call's `success` and `message` say. */
export type Reply = ReplyOf<'register'> | RefusalReply;

export type FoodItem = Static<typeof FoodItemSchema>;
export type FoodListReply = ReplyOf<'foodList'>;

export type RegisterRequest = BodyOf<'register'>;
export type LoginRequest = BodyOf<'login'>;
export type LoginReply = ReplyOf<'login'>;
/** Same rules as sign-up for the new password; ends every other session of the account. */
export type ChangePasswordRequest = BodyOf<'changePassword'>;
/** Who is signed in, and the address of their latest order: what checkout is filled with. */
export type ProfileReply = ReplyOf<'profile'>;

/** The account's saved addresses, the latest used first, the default marked. */
export type AddressBookReply = ReplyOf<'addressList'>;
export type SavedAddress = AddressBookReply['addresses'][number];

export type CartReply = ReplyOf<'cartGet'>;
/** Dish id -> quantity. */
export type CartData = CartReply['cartData'];
export type CartItemRequest = BodyOf<'cartAdd'>;
export type CartMergeRequest = BodyOf<'cartMerge'>;

export type Address = Static<typeof AddressSchema>;
export type PlaceOrderRequest = BodyOf<'placeOrder'>;
export type OrderLineRequest = PlaceOrderRequest['items'][number];
export type PlaceOrderReply = ReplyOf<'placeOrder'>;
export type VerifyOrderRequest = BodyOf<'verifyOrder'>;

export type ShopReply = ReplyOf<'shopInfo'>;
export type PauseReply = ReplyOf<'pauseOrders'>;
export type PauseState = NonNullable<PauseReply['paused']>;
export type ShopSettingsBody = BodyOf<'settingsSave'>;
export type PromoCheckRequest = BodyOf<'promoCheck'>;
export type PromoAddRequest = BodyOf<'promoAdd'>;
export type PromoCode = ReplyOf<'promoAdd'>['promo'];
export type Order = Static<typeof OrderSchema>;

export type OrderStep = Order['timeline'][number];

export type KitchenOrder = Static<typeof KitchenOrderSchema>;
export type StreamTicketRequest = BodyOf<'streamTicket'>;
export type StreamTicketReply = ReplyOf<'streamTicket'>;

export type ContactRequest = BodyOf<'contact'>;

/** Delivery or pickup, areas, quoted times and ordering ahead (docs/product.md#delivery-or-pickup). */
export type AreaListReply = ReplyOf<'areaList'>;
export type AreaSaveRequest = BodyOf<'areaSave'>;
export type AreaSaveReply = ReplyOf<'areaSave'>;
export type DeliveryCheckReply = ReplyOf<'deliveryCheck'>;
export type OrderTimesReply = ReplyOf<'orderTimes'>;
