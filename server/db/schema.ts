/** Row types of the database, as Kysely sees them. They stay inside the repositories. */
import type { Generated } from 'kysely';

export interface FoodTable {
  id: string;
  name: string;
  description: string;
  /** Whole paise (₹125 is 12500); the wire's `price` is this / 1000 (contract/money.ts). */
  price_paise: number;
  category: string;
  image: string;
  position: number;
  created_at: string;
  /** 1 while sold; 0 while the kitchen has marked it unavailable. */
  available: Generated<number>;
  /** Set when removed from the menu (soft delete: past orders and carts keep their ids). */
  deleted_at: string | null;
  updated_at: string | null;
  /** Dietary labels (contract/diet.ts) joined by commas in the set's order; '' for none. */
  labels: Generated<string>;
  /**
   * JSON: the dish's option groups (contract/options.ts OptionGroup), each option's price kept
   * as `pricePaise` (whole paise) in place of the wire's whole-rupee `price`; '[]' for none.
   */
  option_groups: Generated<string>;
  /** Its page's address, /Menu/<slug>, unique among all dishes (server/food/slug-repository.ts). */
  slug: string | null;
  /** Stars of the dish's visible ratings, summed; kept by the ratings table's triggers. */
  rating_sum: Generated<number>;
  /** How many visible ratings the dish has; kept by the same triggers. */
  rating_count: Generated<number>;
}

/** A shopper's rating of one dish of a delivered order (server/ratings/). */
export interface RatingTable {
  id: string;
  order_id: string;
  food_id: string;
  user_id: string;
  /** 1 to 5. */
  stars: number;
  /** '' for none. */
  comment: Generated<string>;
  /** When first given: it can be changed for RATING_CHANGE_DAYS from then. */
  created_at: string;
  updated_at: string;
  /** Set while staff hide it (it leaves the dish's sum and count), with why and who. */
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
}

export interface ShopSettingsTable {
  /** Always 1: the shop has one row of settings, written once staff first save them. */
  id: number;
  /** JSON: OpeningHours (contract/shop-rules.ts). */
  hours: string;
  time_zone: string;
  /** Whole rupees of subtotal; 0: none. */
  minimum_order: number;
  updated_at: string;
  updated_by: string | null;
  /** ISO time the pause of new orders began; null while orders are taken. */
  paused_at: string | null;
  /** ISO time the pause ends by itself; null (with paused_at set): until staff resume. */
  paused_until: string | null;
  paused_by: string | null;
  /** Where pickup orders are collected; null: the sample shop's (contract/fulfilment.ts). */
  pickup_address: string | null;
  /** Whole minutes; null: the defaults (contract/fulfilment.ts). */
  preparation_minutes: number | null;
  delivery_minutes: number | null;
  /** Orders per 15-minute slot; null: no limit. */
  slot_limit: number | null;
  /** Whole rupees up to which pay on delivery is offered; null: off. */
  pay_on_delivery_max: number | null;
}

/** A delivery area staff defined (docs/product.md#delivery-areas). */
export interface DeliveryAreaTable {
  id: string;
  /** Unique whatever its case (an index on lower(name)). */
  name: string;
  /** JSON: the PIN codes it covers, string[]. */
  pins: string;
  /** Whole rupees. */
  fee: number;
  /** Whole rupees of subtotal; 0: none. */
  minimum: number;
  position: number;
  created_at: string;
}

/** The places taken in a limited 15-minute slot, keyed by the slot's ISO instant. */
export interface SlotCountTable {
  slot: string;
  taken: number;
}

export interface PromoCodeTable {
  code: string;
  /** 'percent' | 'fixed' */
  kind: string;
  value: number;
  min_subtotal: Generated<number>;
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  once_per_account: Generated<number>;
  active: Generated<number>;
  uses: Generated<number>;
  held: Generated<number>;
  created_at: string;
  created_by: string | null;
}

export interface PromoRedemptionTable {
  order_id: string;
  code: string;
  user_id: string;
  /** 'held' | 'used' | 'released' */
  state: string;
  once_key: string | null;
  /** 'code:user' while held: one held use of a code per account (a unique index). */
  hold_key: string | null;
  created_at: string;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** Lower-cased email: the unique key, so addresses are unique case-insensitively. */
  email_key: string;
  password_hash: string;
  created_at: string;
  /** Seconds since the epoch: tokens issued before it are ended (logout everywhere, new password). */
  tokens_valid_after: Generated<number>;
  /** 'shopper' or 'staff' (contract/rules.ts ROLES); only `npm run staff` changes it. */
  role: Generated<string>;
}

/** One cart line: a dish with its choices and note, keyed by its line key (contract/options.ts). */
export interface CartItemTable {
  user_id: string;
  /** The dish id for a plain line; '<dish id>|<option ids>|<note>' otherwise. */
  line_key: string;
  food_id: string;
  quantity: number;
}

export interface OrderTable {
  id: string;
  user_id: string;
  /**
   * JSON: the lines as they were at order time ({ foodId, name, price, quantity }[]); a line
   * with options or a note also has `line` (its key), `options` (ChosenOption[]: names and whole
   * rupees then) and `note`, and its `price` includes the options.
   */
  items: string;
  amount: number;
  /** JSON: the nine address fields. */
  address: string;
  status: string;
  /** 1 once the payment provider has confirmed payment. */
  paid: number;
  /** Identifies the cart's lines, so placing the same cart twice finds the open order. */
  cart_key: string;
  provider: string;
  session_id: string | null;
  session_url: string | null;
  session_expires_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the payment was confirmed; null until then. */
  paid_at: string | null;
  /** The provider's refund of a cancelled order; null until refunded. */
  refund_id: string | null;
  /** When the kitchen accepted the paid order, and who; null while it is 'New'. */
  accepted_at: string | null;
  accepted_by: string | null;
  /** The restaurant's reason for cancelling or rejecting the order. */
  cancel_reason: string | null;
  /** 'restaurant' or 'shopper', once cancelled. */
  cancelled_by: string | null;
  promo_code: string | null;
  /** Whole rupees the promo code took off. */
  discount: Generated<number>;
  /** 'delivery' | 'pickup' */
  fulfilment: Generated<string>;
  /** ISO: the promised time (ready at the counter, or at the door); null before it was quoted. */
  due_at: string | null;
  /** 1 while an order for a later slot waits to go to the kitchen. */
  scheduled: Generated<number>;
  /** When a scheduled order went to the kitchen. */
  released_at: string | null;
  /** 'card' | 'on-delivery' */
  payment_method: Generated<string>;
  /** Whole rupees; 0 for pickup. */
  delivery_fee: Generated<number>;
  /** The limited slot whose place the order holds; null: none, or given back. */
  slot: string | null;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: string;
  status: string;
  reason: string;
  created_at: string;
  /** The staff account that made the change; null when the shop itself did (payments). */
  actor_id: string | null;
}

export interface StreamTicketTable {
  /** SHA-256 of the ticket, hex. */
  id: string;
  user_id: string;
  /** 'orders' or 'kitchen'. */
  stream: string;
  /** Seconds since the epoch. */
  expires_at: number;
  /** The session (token) it was issued to: its id, issue and expiry times (seconds). */
  jti: string;
  issued_at: number;
  token_expires_at: number;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface PaymentEventTable {
  event_id: string;
  type: string;
  created_at: string;
}

export interface TestCheckoutSessionTable {
  id: string;
  order_id: string;
  amount: number;
  /** JSON: { name, price, quantity }[] as shown on the page, in rupees. */
  lines: string;
  success_url: string;
  cancel_url: string;
  /** open | paid | expired | refunded */
  status: string;
  expires_at: string;
  created_at: string;
}

export interface RevokedTokenTable {
  jti: string;
  /** Seconds since the epoch: after it the token is refused anyway, and the row can go. */
  expires_at: number;
}

export interface RateLimitCounterTable {
  key: string;
  /** Seconds since the epoch at which the counter's window opened. */
  window_start: number;
  count: number;
  /** Seconds since the epoch after which the counter no longer counts for anything. */
  expires_at: number;
}

export interface EmailOutboxTable {
  id: string;
  /** '<kind>:<order id>' (or '<kind>:<reset id>'): one email of each kind per order or reset. */
  dedupe_key: string;
  /** 'receipt' | 'out-for-delivery' | 'password-reset' */
  kind: string;
  /** The order an order's email is about; null for a password reset's. */
  order_id: string | null;
  /** The password reset a reset email carries the link of; null for an order's. */
  reset_id: string | null;
  /** 'pending' | 'sent' | 'failed' */
  state: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An emailed password-reset link (server/accounts/): only the SHA-256 hash of its token. */
export interface PasswordResetTable {
  id: string;
  user_id: string;
  /** Hex SHA-256 of the link's token. */
  token_hash: string;
  expires_at: string;
  /** Set when the link sets a new password: a link works once. */
  used_at: string | null;
  created_at: string;
}

/** An address of an account's address book (accounts/address-book.ts). */
export interface AddressBookTable {
  id: string;
  user_id: string;
  /** The shopper's name for it: 'Home', 'Work'. */
  name: string;
  /** The nine fields as JSON. */
  address: string;
  /** What makes two addresses the same (contract/address-book.ts); unique per account. */
  address_key: string;
  /** 1: the shopper made it the default. */
  chosen: Generated<number>;
  used_at: string;
  created_at: string;
}

/** A renamed dish's earlier slug: its address redirects to the dish's page (food/slug-repository.ts). */
export interface DishSlugTable {
  slug: string;
  food_id: string;
  created_at: string;
}

/** Staff's uploaded pictures, on PostgreSQL (pictures/store.ts); unused on SQLite. */
export interface PictureTable {
  /** `<hash>.webp` or `<hash>-200.webp`. */
  name: string;
  bytes: Buffer;
  content_type: string;
  created_at: string;
}

export interface Database {
  food: FoodTable;
  users: UserTable;
  cart_items: CartItemTable;
  orders: OrderTable;
  order_events: OrderEventTable;
  contact_messages: ContactMessageTable;
  payment_events: PaymentEventTable;
  test_checkout_sessions: TestCheckoutSessionTable;
  revoked_tokens: RevokedTokenTable;
  rate_limit_counters: RateLimitCounterTable;
  stream_tickets: StreamTicketTable;
  shop_settings: ShopSettingsTable;
  promo_codes: PromoCodeTable;
  promo_redemptions: PromoRedemptionTable;
  email_outbox: EmailOutboxTable;
  pictures: PictureTable;
  password_resets: PasswordResetTable;
  delivery_areas: DeliveryAreaTable;
  slot_counts: SlotCountTable;
  address_book: AddressBookTable;
  dish_slugs: DishSlugTable;
  ratings: RatingTable;
}
