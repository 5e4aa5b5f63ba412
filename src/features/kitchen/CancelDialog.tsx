/**
 * 'Cancel order', or 'Reject' for a new order (the same cancel and refund): asks for the reason
 * (required; the shopper's email and /MyOrders give it), sends it, and says what the server
 * answered.
 * A refund that did not go through (502) closes the dialog: the card then says so and offers
 * 'Cancel order' again (docs/product.md#the-order-board).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { isNewOrder } from '../../../contract/acceptance';
import type { KitchenOrder } from '../../../contract/api';
import { KITCHEN_MESSAGES } from '../../../contract/kitchen-messages';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { CANCEL_REASON_MAX } from '../../../contract/kitchen-rules';
import { errorMessage } from '../../api/apiSlice';
import { refusedField } from '../../api/refusedField';
import { Dialog } from '../../components/Dialog';
import { notify } from '../../lib/notify';
import { useKitchenCancelMutation } from './kitchenApi';

export interface CancelDialogProps {
  order: KitchenOrder;
  onClose: () => void;
  /** The order is cancelled but its refund failed (502): the board keeps it for a retry. */
  onRefundFailed: (order: KitchenOrder) => void;
  /** The order moved on meanwhile (409): the board is fetched again. */
  onConflict: () => void;
}

/** What the dialog says: cancelling an accepted order, or rejecting a new one. */
const WORDS = {
  cancel: { title: 'Cancel order', label: 'Reason for cancelling', busy: 'Cancelling…' },
  reject: { title: 'Reject order', label: 'Reason for rejecting', busy: 'Rejecting…' },
};

export function CancelDialog({ order, onClose, onRefundFailed, onConflict }: CancelDialogProps) {
  const [cancel, { isLoading: sending }] = useKitchenCancelMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  // Whether the problem is the reason's: the form's own check, or a refusal naming it.
  const [reasonRefused, setReasonRefused] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const words = WORDS[isNewOrder(order) ? 'reject' : 'cancel'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (reason.trim() === '') {
      setProblem(KITCHEN_MESSAGES.reasonRequired);
      setReasonRefused(true);
      field.current?.focus();
      return;
    }
    const result = await cancel({ orderId: order._id, reason: reason.trim() });
    if ('data' in result && result.data) {
      notify.success(result.data.message);
      onClose();
      return;
    }
    const message = errorMessage(result.error, ROUTE_MESSAGES.serverError);
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    if (status === 502) {
      notify.error(message);
      onRefundFailed(order);
      onClose();
      return;
    }
    if (status === 409) onConflict();
    setProblem(message);
    const aboutReason = refusedField(result.error) === 'reason';
    setReasonRefused(aboutReason);
    if (aboutReason) field.current?.focus();
  }

  return (
    <Dialog title={`${words.title} #${order.number}`} onClose={onClose}>
      <form className="kitchen-cancel" noValidate onSubmit={(event) => void submit(event)}>
        <p>The shopper is told the reason by email, and the payment is refunded.</p>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{words.label}</label>
          <textarea
            ref={field}
            id={`${id}-reason`}
            className="input"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            required
            aria-invalid={reasonRefused || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonRefused(false);
            }}
          />
        </div>
        <p id={`${id}-problem`} className="kitchen-cancel__problem" role="alert">
          {problem}
        </p>
        <div className="kitchen-cancel__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Keep order
          </button>
          <button type="submit" className="button" disabled={sending}>
            {sending ? words.busy : words.title}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
