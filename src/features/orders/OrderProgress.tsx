/**
 * A paid order's way to the door: Paid, Preparing, Out for delivery, Delivered, each with the time
 * it was reached (the order's `timeline`; paying starts the cooking, so Paid and Preparing share
 * the 'Food Processing' entry). The step the order is at is marked for screen readers.
 */
import type { Order } from '../../../contract/api';
import { ORDER_STATUS, type OrderStatus } from '../../../contract/rules';

const STEPS: ReadonlyArray<{ label: string; status: OrderStatus }> = [
  { label: 'Paid', status: ORDER_STATUS.processing },
  { label: 'Preparing', status: ORDER_STATUS.processing },
  { label: 'Out for delivery', status: ORDER_STATUS.outForDelivery },
  { label: 'Delivered', status: ORDER_STATUS.delivered },
];

const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** The index of the step an order is at, or -1 when it is not on its way (unpaid, cancelled). */
function currentStep(status: string): number {
  const wanted = status.toLowerCase();
  // The last step with this status: a paid order in the kitchen is being prepared.
  return STEPS.map(({ status: step }) => step.toLowerCase()).lastIndexOf(wanted);
}

export function hasProgress(order: Order): boolean {
  return order.payment && currentStep(order.status) >= 0;
}

export function OrderProgress({ order }: { order: Order }) {
  const current = currentStep(order.status);
  return (
    <ol className="order__progress" aria-label="Progress">
      {STEPS.map(({ label, status }, index) => {
        const reached = order.timeline.find((step) => step.status === status);
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`order__step order__step--${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="order__step-label">{label}</span>
            {reached && index <= current && (
              <time className="order__step-time" dateTime={reached.at}>
                {TIME_FORMAT.format(new Date(reached.at))}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
