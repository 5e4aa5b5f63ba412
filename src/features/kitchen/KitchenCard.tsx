/**
 * One order on the board: its number, how long since it was paid, what to cook (each line with
 * its options and the shopper's note), the total and the promo code's discount, where it goes
 * (the phone a tap away), and the one button that moves it on, with 'Cancel order'; a new order
 * has 'Accept · 20 min' and 'Reject' instead, and is flagged once it waited too long; 'Print'
 * prints its kitchen ticket.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ACCEPTANCE_MESSAGES, isNewOrder } from '../../../contract/acceptance';
import type { KitchenOrder } from '../../../contract/api';
import { describeLine } from '../../../contract/options';
import { formatRupees } from '../../../contract/rupees';
import { CANCELLABLE_STATUSES, NEXT_STATUS } from '../../../contract/kitchen-rules';
import { CardFulfilment } from './CardFulfilment';
import { AcceptControls } from './AcceptControls';
import { refundPending } from './kitchenApi';
import { sincePaidText, waitingTooLong } from './sincePaid';

export interface KitchenCardProps {
  order: KitchenOrder;
  now: number;
  isNew: boolean;
  sending: boolean;
  /** Set once, after the card moved column: the focus follows it there. */
  takeFocus: boolean;
  onAdvance: (order: KitchenOrder) => void;
  onCancel: (order: KitchenOrder) => void;
  /** A new order accepted, ready in `minutes`. */
  onAccept?: (order: KitchenOrder, minutes: number) => void;
  /** 'Print': the order's kitchen ticket (PrintTicket.tsx). */
  onPrint?: (order: KitchenOrder) => void;
}

/**
 * A card's action: described by the card's heading (the order's number, the dish's name), and
 * busy (not pressable) while one is sent.
 */
export function CardButton({
  quiet = false,
  busy,
  describedBy,
  onPress,
  children,
}: {
  quiet?: boolean;
  busy: boolean;
  describedBy: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={quiet ? 'button button--quiet' : 'button'}
      aria-disabled={busy}
      aria-describedby={describedBy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}

/** One line to cook, as describeLine says it with its quantity: the dish's name stands out. */
function DishLine({ line }: { line: KitchenOrder['lines'][number] }) {
  const said = describeLine(line.name, line.options ?? [], line.note);
  return (
    <li>
      <span className="kitchen-card__dish">{line.name}</span>
      {said.slice(line.name.length)} x {line.quantity}
    </li>
  );
}

export function KitchenCard({
  order,
  now,
  isNew,
  sending,
  takeFocus,
  onAdvance,
  onCancel,
  onAccept,
  onPrint,
}: KitchenCardProps) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) card.current?.focus();
  }, [takeFocus]);
  const headingId = `kitchen-order-${order._id}`;
  const fresh = isNewOrder(order);
  const waiting = fresh && waitingTooLong(order, now);
  const next = refundPending(order) || fresh ? undefined : NEXT_STATUS[order.status];
  const cancellable = refundPending(order) || CANCELLABLE_STATUSES.includes(order.status);
  return (
    <li>
      <article
        ref={card}
        tabIndex={-1}
        className={`kitchen-card card${isNew ? ' kitchen-card--new' : ''}${waiting ? ' kitchen-card--late' : ''}`}
        aria-labelledby={headingId}
      >
        <header className="kitchen-card__top">
          <h3 id={headingId} className="kitchen-card__number">
            <span className="visually-hidden">Order </span>#{order.number}
          </h3>
          {isNew && <span className="kitchen-card__new">New</span>}
          <p className="kitchen-card__since">
            Paid <time dateTime={order.paidAt}>{sincePaidText(order.paidAt, now)}</time>
          </p>
          {onPrint && CANCELLABLE_STATUSES.includes(order.status) && (
            <button
              type="button"
              className="button button--quiet kitchen-card__print"
              aria-describedby={headingId}
              onClick={() => onPrint(order)}
            >
              Print
            </button>
          )}
        </header>
        {waiting && <p className="kitchen-card__late">{ACCEPTANCE_MESSAGES.waiting}</p>}
        <ul className="kitchen-card__lines" aria-label="Dishes">
          {order.lines.map((line, index) => (
            <DishLine key={index} line={line} />
          ))}
        </ul>
        <p className="kitchen-card__total">Total {formatRupees(order.amount)}</p>
        {order.promoCode && order.discount ? (
          <p className="kitchen-card__discount">
            Discount ({order.promoCode}) −{formatRupees(order.discount)}
          </p>
        ) : null}
        <CardFulfilment order={order} now={now} headingId={headingId} />
        {refundPending(order) && (
          <p className="kitchen-card__problem">
            Cancelled, but the refund did not go through. Press Cancel order again to retry.
          </p>
        )}
        {fresh && onAccept && (
          <AcceptControls
            order={order}
            busy={sending}
            headingId={headingId}
            onAccept={onAccept}
            onReject={onCancel}
          />
        )}
        {!(fresh && onAccept) && (next || cancellable) && (
          <div className="kitchen-card__actions">
            {next && (
              <CardButton busy={sending} describedBy={headingId} onPress={() => onAdvance(order)}>
                {next}
              </CardButton>
            )}
            {cancellable && (
              <CardButton
                quiet
                busy={sending}
                describedBy={headingId}
                onPress={() => onCancel(order)}
              >
                Cancel order
              </CardButton>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
