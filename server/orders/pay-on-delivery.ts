/**
 * Pay on delivery (docs/product.md#pay-on-delivery): whether an order may be paid at the door.
 * Sending such an order to the kitchen, and marking it paid: door-order-repository.ts.
 */
import { FULFILMENT_MESSAGES, type Fulfilment } from '../../contract/fulfilment';
import { Refusal } from '../http/errors';

/**
 * Refuses paying at the door when staff have it off, for a pickup, or over their limit (whole
 * rupees; `amount` is the order's total).
 */
export function checkPayOnDelivery(
  payOnDeliveryMax: number | null,
  fulfilment: Fulfilment,
  amount: number,
): void {
  if (payOnDeliveryMax === null) throw new Refusal(409, FULFILMENT_MESSAGES.payOnDeliveryOff);
  if (fulfilment !== 'delivery') throw new Refusal(409, FULFILMENT_MESSAGES.payOnDeliveryPickup);
  if (amount > payOnDeliveryMax)
    throw new Refusal(409, FULFILMENT_MESSAGES.payOnDeliveryOver(payOnDeliveryMax));
}
