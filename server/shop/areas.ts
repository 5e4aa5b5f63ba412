/**
 * Staff's delivery areas as staff send them (docs/product.md#delivery-areas): each a name, the PIN
 * codes it covers, a fee and a minimum order, checked before area-repository.ts stores them.
 */
import type { AreaSaveRequest } from '../../contract/api';
import {
  AREA_MESSAGES,
  AREA_NAME_MAX,
  FULFILMENT_RUPEES_MAX,
  pinCodesOf,
  type DeliveryArea,
} from '../../contract/fulfilment';
import { hasControlCharacter } from '../../contract/rules';
import { Refusal } from '../http/errors';

export type AreaInput = Omit<DeliveryArea, 'id'> & { id?: string };

const wholeRupees = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= FULFILMENT_RUPEES_MAX;

/** The area as staff sent it, checked, or a 400 naming the first problem. */
export function validArea(body: AreaSaveRequest): AreaInput {
  const name = body.name.trim();
  if (!name) throw new Refusal(400, AREA_MESSAGES.nameRequired, 'name');
  if (name.length > AREA_NAME_MAX || hasControlCharacter(name))
    throw new Refusal(400, AREA_MESSAGES.nameTooLong, 'name');
  const { pins, invalid } = pinCodesOf(body.pins);
  if (invalid.length > 0) throw new Refusal(400, AREA_MESSAGES.badPins(invalid), 'pins');
  if (pins.length === 0) throw new Refusal(400, AREA_MESSAGES.pinsRequired, 'pins');
  if (!wholeRupees(body.fee)) throw new Refusal(400, AREA_MESSAGES.badFee, 'fee');
  if (!wholeRupees(body.minimum)) throw new Refusal(400, AREA_MESSAGES.badMinimum, 'minimum');
  return { ...(body.id ? { id: body.id } : {}), name, pins, fee: body.fee, minimum: body.minimum };
}
