/**
 * Placing and settling orders. The server charges from its own menu, never from what the browser
 * says; an order changes status only through conditional updates, so repeated or concurrent
 * verifies and webhooks change it once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Address, OrderLineRequest } from '../../contract/api';
import { CURRENCY, DELIVERY_FEE, displayPrice, orderTotal, subtotalOf } from '../../contract/money';
import {
  FULFILMENT_MESSAGES,
  type Fulfilment,
  type PaymentMethod,
} from '../../contract/fulfilment';
import { ORDER_MESSAGES } from '../../contract/messages';
import { minimumOrderMessage, PROMO_MESSAGES } from '../../contract/shop-messages';
import { PAGE_PATHS, pageHref } from '../../contract/routes';
import { rememberPaidAddress } from '../accounts/address-book';
import { choicesInWords } from '../cart/lines';
import type { CartRepository } from '../cart/repository';
import type { Database } from '../db/schema';
import type { FoodRepository } from '../food/repository';
import { Refusal } from '../http/errors';
import {
  SESSION_LIFETIME_MS,
  type PaymentProvider,
  type SessionStatus,
} from '../payments/provider';
import { openNow } from '../shop/hours';
import type { PromoRepository } from '../shop/promo-repository';
import { applyPromo } from '../shop/promos';
import type { ShopSettingsRepository } from '../shop/settings-repository';
import { shopTimeAt, type ShopClock } from '../shop/shop-time';
import { dueTime, feeAndMinimum } from './fulfilment';
import type { DoorOrderRepository } from './door-order-repository';
import { checkPayOnDelivery } from './pay-on-delivery';
import { closeEarlierHolds } from './promo-holds';
import { cartKeyOf, lineKeyOfStored, priceLines } from './lines';
import type { OrderRepository, StoredLine, StoredOrder } from './repository';

export interface PlaceInput {
  shopperId: string;
  bodyUserId: string | undefined;
  address: Address;
  items: OrderLineRequest[];
  amount: number;
  /** As the shopper typed it; normalised here. */
  promoCode?: string;
  /** Left out: a delivery, as soon as possible, by card. */
  fulfilment?: Fulfilment;
  dueAt?: string;
  payment?: PaymentMethod;
}

/** The promo code an order uses, as the shop's own rules apply it. */
interface AppliedPromo {
  code: string;
  /** Whole rupees off the subtotal. */
  discount: number;
  oncePerAccount: boolean;
}

export interface Placed {
  orderId: string;
  sessionUrl: string;
}

/** How long a concurrent duplicate placement waits for the first one's session. */
const DUPLICATE_WAIT_MS = 10_000;

export interface OrderServiceDeps {
  orders: OrderRepository;
  /** Orders paid at the door (orders/door-order-repository.ts). */
  doorOrders: DoorOrderRepository;
  food: FoodRepository;
  carts: CartRepository;
  payments: PaymentProvider;
  /** The shop's clock, settings and promo codes: opening hours, minimum order, discounts. */
  clock: ShopClock;
  settings: ShopSettingsRepository;
  promos: PromoRepository;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  async place(input: PlaceInput): Promise<Placed> {
    const { orders } = this.deps;
    if (input.bodyUserId !== undefined && input.bodyUserId !== input.shopperId) {
      throw new Refusal(403, ORDER_MESSAGES.notYourAccount);
    }
    // Outside opening hours nothing is created, not even a session (docs/product.md).
    const settings = await this.deps.settings.get();
    const now = this.deps.clock.now();
    const hours = openNow(settings.hours, settings.timeZone, now);
    // While closed only a later slot is taken (docs/product.md#ordering-ahead).
    if (!hours.open && input.dueAt === undefined) throw new Refusal(409, hours.closedMessage);
    // Staff paused new orders (shop/pause.ts): as while closed, only a later slot is taken; an
    // order for now is refused in the pause's words.
    const paused = await this.deps.settings.pause.state(now, settings.timeZone);
    if (paused && input.dueAt === undefined) throw new Refusal(409, paused.message);
    const fulfilment = input.fulfilment ?? 'delivery';
    const { fee, minimum } = await feeAndMinimum(
      this.deps.settings.areas,
      settings,
      fulfilment,
      input.address,
    );
    const due = dueTime(await this.deps.settings.times(fulfilment, now), now, input.dueAt);
    const lines = await priceLines(this.deps.carts, input.items);
    const subtotal = subtotalOf(lines);
    if (subtotal < minimum) throw new Refusal(409, minimumOrderMessage(minimum));
    const promo = await this.applyPromo(
      input.promoCode,
      subtotal,
      shopTimeAt(now, settings.timeZone).date,
    );
    // The area's fee (none for pickup) in place of the spec's flat one.
    const amount = orderTotal(lines, promo?.discount ?? 0) - DELIVERY_FEE + fee;
    if (input.amount !== amount) throw new Refusal(409, ORDER_MESSAGES.priceChanged);
    const atDoor = input.payment === 'on-delivery';
    if (atDoor) checkPayOnDelivery(settings.payOnDeliveryMax, fulfilment, amount);

    // A pickup, another fee or a slot is another checkout than the spec's delivery of the cart.
    const terms = fulfilment === 'delivery' && fee === DELIVERY_FEE && !due.scheduled;
    const cartKey =
      cartKeyOf(lines, promo?.code) +
      (terms ? '' : `|${fulfilment}|${fee}|${due.dueAt}`) +
      (atDoor ? '|on-delivery' : '');
    const open = await this.openOrder(input.shopperId, cartKey);
    if (open) {
      await orders.updateAddress(open.orderId, input.address);
      return open;
    }
    // One held use of a code per account: its earlier checkout with the code is closed first.
    if (promo) {
      const holdDeps = { ...this.deps, creationWaitMs: DUPLICATE_WAIT_MS };
      await closeEarlierHolds(holdDeps, this, { code: promo.code, userId: input.shopperId });
    }

    const orderId = randomUUID();
    const inserted = await orders.insert({
      id: orderId,
      userId: input.shopperId,
      lines,
      amount,
      address: input.address,
      cartKey,
      provider: this.deps.payments.name,
      promoCode: promo?.code ?? null,
      discount: promo?.discount ?? 0,
      promoOncePerAccount: promo?.oncePerAccount ?? false,
      fulfilment,
      dueAt: due.dueAt,
      scheduled: due.scheduled,
      deliveryFee: fee,
      paymentMethod: atDoor ? 'on-delivery' : 'card',
      // A scheduled order holds a place in its slot (orders/slot-repository.ts).
      slot: due.scheduled ? due.dueAt : null,
      slotLimit: settings.slotLimit,
    });
    if (inserted === 'duplicate') return this.awaitConcurrentPlacement(input.shopperId, cartKey);
    if (inserted === 'slotFull') throw new Refusal(409, FULFILMENT_MESSAGES.slotFull);
    if (inserted !== 'inserted') throw new Refusal(409, PROMO_MESSAGES[inserted]);
    if (atDoor) return this.sendUnpaid(orderId);

    return this.startCheckout({ orderId, lines, fee, amount, promo, email: input.address.email });
  }

  /** The card checkout of an order just inserted; the order fails when it cannot be created. */
  private async startCheckout(checkout: {
    orderId: string;
    lines: StoredLine[];
    fee: number;
    amount: number;
    promo: AppliedPromo | undefined;
    email: string;
  }): Promise<Placed> {
    const { orderId, lines, fee, amount, promo } = checkout;
    const { orders } = this.deps;
    try {
      const session = await this.deps.payments.createSession({
        orderId,
        lines: [
          ...lines.map((line) => ({
            name: line.name,
            unitAmount: displayPrice(line.price),
            quantity: line.quantity,
            description: choicesInWords(line.options, line.note),
          })),
          ...(fee > 0 ? [{ name: 'Delivery fee', unitAmount: fee, quantity: 1 }] : []),
        ],
        amount,
        ...(promo && promo.discount > 0
          ? { discount: { code: promo.code, amount: promo.discount } }
          : {}),
        successUrl: this.returnUrl(orderId, true),
        cancelUrl: this.returnUrl(orderId, false),
        expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
        customerEmail: checkout.email,
      });
      await orders.attachSession(orderId, session);
      return { orderId, sessionUrl: session.url };
    } catch (error) {
      this.deps.log.error({ err: error, orderId }, 'creating the checkout session failed');
      await orders.markFailed(orderId, 'checkout session could not be created');
      throw new Refusal(502, ORDER_MESSAGES.paymentUnavailable);
    }
  }

  /**
   * Asks the provider whether the order is paid and settles it accordingly. The shopper's own
   * claim (the query string's `success`) plays no part.
   *
   * Without a token (the order id alone) the call may fulfil an order the provider reports paid,
   * which is safe and happens once, but it never closes an open checkout: only the order's owner,
   * coming back without paying, or the provider's own expiry does that.
   */
  async verify(orderId: string, callerId: string | undefined): Promise<boolean> {
    const order = await this.deps.orders.find(orderId);
    if (!order || (callerId !== undefined && order.userId !== callerId))
      throw new Refusal(404, ORDER_MESSAGES.notFound);
    const isOwner = callerId !== undefined;
    if (order.paid) return true;
    if (!order.sessionId) {
      if (isOwner) await this.deps.orders.markFailed(order.id, 'no checkout session');
      return false;
    }
    let status = await this.deps.payments.getSession(order.sessionId);
    if (status.state === 'open') {
      if (!isOwner) return false;
      // The shopper came back without paying: close the session so it cannot be paid later.
      status = await this.deps.payments.expireSession(order.sessionId);
    }
    return this.settle(order, status, 'payment verified on return');
  }

  /** Applies what the provider says of an order's session; used by verify and by webhooks. */
  async settle(order: StoredOrder, status: SessionStatus, reason: string): Promise<boolean> {
    if (status.state === 'paid') {
      if (status.amount !== order.amount || status.currency.toUpperCase() !== CURRENCY) {
        this.deps.log.error(
          { orderId: order.id, charged: status.amount, currency: status.currency },
          'paid amount does not match the order',
        );
        return false;
      }
      await this.fulfil(order.id, reason);
      return true;
    }
    if (status.state === 'expired')
      await this.deps.orders.markFailed(order.id, `payment not completed (${reason})`);
    return false;
  }

  /**
   * Paid: the order goes to the kitchen and its dishes leave the shopper's cart, once; inside the
   * caller's transaction when there is one (the test checkout's payment).
   */
  async fulfil(orderId: string, reason: string, within?: Transaction<Database>): Promise<boolean> {
    return this.deps.orders.markPaid(
      orderId,
      reason,
      (trx, order) => this.ordered(trx, order),
      within,
    );
  }

  /**
   * To be paid at the door: the order goes to the kitchen unpaid and its dishes leave the cart at
   * once; the shopper is sent to /MyOrders instead of a checkout.
   */
  private async sendUnpaid(orderId: string): Promise<Placed> {
    await this.deps.doorOrders.sendUnpaid(orderId, (trx, order) => this.ordered(trx, order));
    return { orderId, sessionUrl: `${this.deps.publicUrl}${PAGE_PATHS.myOrders}` };
  }

  /** An order the kitchen now has: its address kept on the account, its dishes out of the cart. */
  private async ordered(trx: Transaction<Database>, order: StoredOrder): Promise<void> {
    await rememberPaidAddress(trx, order);
    await this.deps.carts.subtract(
      order.userId,
      order.lines.map((line) => ({
        foodId: line.foodId,
        quantity: line.quantity,
        lineKey: lineKeyOfStored(line),
      })),
      trx,
    );
  }

  /**
   * The promo code's discount on the shop's own subtotal today, or its refusal (409, as every
   * refusal of placing is). Whether a use is left, or the account has used it, is settled when
   * the order is inserted (its use reserved in the same transaction).
   */
  private async applyPromo(
    typed: string | undefined,
    subtotal: number,
    today: string,
  ): Promise<AppliedPromo | undefined> {
    if (typed === undefined || !typed.trim()) return undefined;
    const promo = await this.deps.promos.find(typed);
    if (!promo) throw new Refusal(409, PROMO_MESSAGES.unknown);
    const discount = applyPromo(promo, { today, subtotal });
    return { code: promo.code, discount, oncePerAccount: promo.oncePerAccount };
  }

  /** The cart's open order when its session can still be paid; an expired one is closed first. */
  private async openOrder(userId: string, cartKey: string): Promise<Placed | undefined> {
    const open = await this.deps.orders.findOpen(userId, cartKey);
    if (!open) return undefined;
    if (!open.sessionId) {
      // A concurrent placement of this cart is creating its session right now: wait for it.
      // (A failed creation marks its order failed; one left without a session for longer than
      // that wait, by a crash mid-placement, is closed.)
      if (Date.now() - Date.parse(open.createdAt) < DUPLICATE_WAIT_MS)
        return this.awaitConcurrentPlacement(userId, cartKey);
      await this.deps.orders.markFailed(open.id, 'checkout session never created');
      return undefined;
    }
    const stillPayable =
      open.sessionUrl &&
      open.sessionExpiresAt &&
      open.sessionExpiresAt.getTime() > Date.now() + 60_000;
    if (stillPayable && open.sessionUrl) return { orderId: open.id, sessionUrl: open.sessionUrl };
    const status = await this.deps.payments.expireSession(open.sessionId);
    if (await this.settle(open, status, 'found paid when placed again'))
      throw new Refusal(409, ORDER_MESSAGES.alreadyPaid);
    await this.deps.orders.markFailed(open.id, 'checkout session expired');
    return undefined;
  }

  private async awaitConcurrentPlacement(userId: string, cartKey: string): Promise<Placed> {
    const deadline = Date.now() + DUPLICATE_WAIT_MS;
    while (Date.now() < deadline) {
      const open = await this.deps.orders.findOpen(userId, cartKey);
      if (!open) break;
      if (open.sessionUrl) return { orderId: open.id, sessionUrl: open.sessionUrl };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Refusal(409, ORDER_MESSAGES.paymentUnavailable);
  }

  private returnUrl(orderId: string, success: boolean): string {
    return `${this.deps.publicUrl}${pageHref(PAGE_PATHS.verify, { success, orderId })}`;
  }
}
