/**
 * The fulfilment settings (docs/product.md#delivery-or-pickup): the pickup address, preparation
 * and delivery minutes, orders per 15-minute slot and the pay-on-delivery limit. Each is left
 * as stored when the save body leaves it out.
 */
import type { ShopSettingsBody } from '../../contract/api';
import {
  AREA_MESSAGES,
  DEFAULT_DELIVERY_MINUTES,
  DEFAULT_PICKUP_ADDRESS,
  DEFAULT_PREPARATION_MINUTES,
  FULFILMENT_MINUTES,
  FULFILMENT_RUPEES_MAX,
  PICKUP_ADDRESS_MAX,
  SLOT_LIMIT,
} from '../../contract/fulfilment';
import { hasControlCharacter } from '../../contract/rules';
import type { Database } from '../db/schema';
import { Refusal } from '../http/errors';

/** The settings as stored: every field, the fulfilment ones included. */
export type StoredSettings = Omit<ShopSettingsBody, keyof FulfilmentSettings> & FulfilmentSettings;

export interface FulfilmentSettings {
  pickupAddress: string;
  preparationMinutes: number;
  deliveryMinutes: number;
  slotLimit: number | null;
  payOnDeliveryMax: number | null;
}

type Row = Pick<
  Database['shop_settings'],
  | 'pickup_address'
  | 'preparation_minutes'
  | 'delivery_minutes'
  | 'slot_limit'
  | 'pay_on_delivery_max'
>;

export const DEFAULT_FULFILMENT: FulfilmentSettings = {
  pickupAddress: DEFAULT_PICKUP_ADDRESS,
  preparationMinutes: DEFAULT_PREPARATION_MINUTES,
  deliveryMinutes: DEFAULT_DELIVERY_MINUTES,
  slotLimit: null,
  payOnDeliveryMax: null,
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function fulfilmentOfRow(row: Row): FulfilmentSettings {
  return {
    pickupAddress: row.pickup_address ?? DEFAULT_FULFILMENT.pickupAddress,
    preparationMinutes: numberOrNull(row.preparation_minutes) ?? DEFAULT_PREPARATION_MINUTES,
    deliveryMinutes: numberOrNull(row.delivery_minutes) ?? DEFAULT_DELIVERY_MINUTES,
    slotLimit: numberOrNull(row.slot_limit),
    payOnDeliveryMax: numberOrNull(row.pay_on_delivery_max),
  };
}

/** The columns to write for the fields the body names (left out: not written). */
export function fulfilmentColumns(settings: Partial<FulfilmentSettings>): Partial<Row> {
  const columns: Partial<Row> = {};
  if (settings.pickupAddress !== undefined) columns.pickup_address = settings.pickupAddress;
  if (settings.preparationMinutes !== undefined)
    columns.preparation_minutes = settings.preparationMinutes;
  if (settings.deliveryMinutes !== undefined) columns.delivery_minutes = settings.deliveryMinutes;
  if (settings.slotLimit !== undefined) columns.slot_limit = settings.slotLimit;
  if (settings.payOnDeliveryMax !== undefined)
    columns.pay_on_delivery_max = settings.payOnDeliveryMax;
  return columns;
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

function minutes(value: number | undefined, what: 'preparation' | 'delivery') {
  const field = what === 'preparation' ? 'preparationMinutes' : 'deliveryMinutes';
  if (value === undefined) return undefined;
  if (!wholeIn(value, FULFILMENT_MINUTES.min, FULFILMENT_MINUTES.max))
    throw new Refusal(400, AREA_MESSAGES.badMinutes(what), field);
  return value;
}

/** The fields the body sends, checked, or a 400 in the console's words. */
export function validFulfilment(input: ShopSettingsBody): Partial<FulfilmentSettings> {
  const valid: Partial<FulfilmentSettings> = {};
  if (input.pickupAddress !== undefined) {
    const address = input.pickupAddress.trim();
    if (!address || address.length > PICKUP_ADDRESS_MAX || hasControlCharacter(address))
      throw new Refusal(400, AREA_MESSAGES.pickupAddressRequired, 'pickupAddress');
    valid.pickupAddress = address;
  }
  const preparation = minutes(input.preparationMinutes, 'preparation');
  if (preparation !== undefined) valid.preparationMinutes = preparation;
  const delivery = minutes(input.deliveryMinutes, 'delivery');
  if (delivery !== undefined) valid.deliveryMinutes = delivery;
  const { slotLimit, payOnDeliveryMax } = input;
  if (slotLimit !== undefined) {
    if (slotLimit !== null && !wholeIn(slotLimit, SLOT_LIMIT.min, SLOT_LIMIT.max))
      throw new Refusal(400, AREA_MESSAGES.badSlotLimit, 'slotLimit');
    valid.slotLimit = slotLimit;
  }
  if (payOnDeliveryMax !== undefined) {
    if (payOnDeliveryMax !== null && !wholeIn(payOnDeliveryMax, 1, FULFILMENT_RUPEES_MAX))
      throw new Refusal(400, AREA_MESSAGES.badPayOnDelivery, 'payOnDeliveryMax');
    valid.payOnDeliveryMax = payOnDeliveryMax;
  }
  return valid;
}
