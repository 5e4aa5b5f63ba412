/**
 * The console's delivery areas and fulfilment settings checked before sending, in the server's
 * own words (contract/fulfilment.ts AREA_MESSAGES), on what it would be sent: staff hear at once
 * what the server would answer, and the server checks everything again. Each check returns the
 * problems by field in the form's order, so the first one takes the focus.
 */
import type { AreaSaveRequest, ShopSettingsBody } from '../../../contract/api';
import {
  AREA_MESSAGES,
  AREA_NAME_MAX,
  DEFAULT_DELIVERY_MINUTES,
  DEFAULT_PICKUP_ADDRESS,
  DEFAULT_PREPARATION_MINUTES,
  FULFILMENT_MINUTES,
  FULFILMENT_RUPEES_MAX,
  PICKUP_ADDRESS_MAX,
  pinCodesOf,
  SLOT_LIMIT,
  type DeliveryArea,
} from '../../../contract/fulfilment';
import type { Problems } from '../../../contract/shop-checks';
import { formFieldOf } from './consoleRules';

/** A whole number typed in a text box, within [min, max]; else undefined. */
function wholeIn(typed: string, min: number, max: number): number | undefined {
  const text = typed.trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Characters as a person counts them (an emoji is one). */
const characters = (text: string) => [...text].length;

// Delivery areas ------------------------------------------------------------------------------

export interface AreaDraft {
  name: string;
  /** As pasted or typed: any separators. */
  pins: string;
  /** Whole rupees as typed. */
  fee: string;
  minimum: string;
}

export type AreaField = keyof AreaDraft;

export const emptyArea = (): AreaDraft => ({ name: '', pins: '', fee: '', minimum: '0' });

export const areaDraftOf = (area: DeliveryArea): AreaDraft => ({
  name: area.name,
  pins: area.pins.join(', '),
  fee: String(area.fee),
  minimum: String(area.minimum),
});

/** The problem of the PIN codes as typed so far, or undefined. */
function pinsProblem(typed: string): string | undefined {
  const { pins, invalid } = pinCodesOf(typed);
  if (invalid.length > 0) return AREA_MESSAGES.badPins(invalid);
  return pins.length === 0 ? AREA_MESSAGES.pinsRequired : undefined;
}

export function checkArea(draft: AreaDraft): Problems<AreaField> {
  const problems: Problems<AreaField> = [];
  const name = draft.name.trim();
  if (!name) problems.push(['name', AREA_MESSAGES.nameRequired]);
  else if (characters(name) > AREA_NAME_MAX) problems.push(['name', AREA_MESSAGES.nameTooLong]);
  const pins = pinsProblem(draft.pins);
  if (pins) problems.push(['pins', pins]);
  if (wholeIn(draft.fee, 0, FULFILMENT_RUPEES_MAX) === undefined) {
    problems.push(['fee', AREA_MESSAGES.badFee]);
  }
  if (wholeIn(draft.minimum, 0, FULFILMENT_RUPEES_MAX) === undefined) {
    problems.push(['minimum', AREA_MESSAGES.badMinimum]);
  }
  return problems;
}

/** What the server is sent: the PIN codes as typed (it reads them with the same rule). */
export const areaBody = (draft: AreaDraft, id?: string): AreaSaveRequest => ({
  ...(id ? { id } : {}),
  name: draft.name.trim(),
  pins: draft.pins,
  fee: Number(draft.fee.trim()),
  minimum: Number(draft.minimum.trim()),
});

export const areaFieldOf = formFieldOf<AreaField>(['name', 'pins', 'fee', 'minimum']);

// Fulfilment settings -------------------------------------------------------------------------

export interface FulfilmentDraft {
  pickupAddress: string;
  preparationMinutes: string;
  deliveryMinutes: string;
  /** Empty: no limit. */
  slotLimit: string;
  payOnDelivery: boolean;
  payOnDeliveryMax: string;
}

export type FulfilmentField = Exclude<keyof FulfilmentDraft, 'payOnDelivery'>;

export function fulfilmentDraftOf(settings: ShopSettingsBody): FulfilmentDraft {
  const max = settings.payOnDeliveryMax ?? null;
  return {
    pickupAddress: settings.pickupAddress ?? DEFAULT_PICKUP_ADDRESS,
    preparationMinutes: String(settings.preparationMinutes ?? DEFAULT_PREPARATION_MINUTES),
    deliveryMinutes: String(settings.deliveryMinutes ?? DEFAULT_DELIVERY_MINUTES),
    slotLimit: settings.slotLimit == null ? '' : String(settings.slotLimit),
    payOnDelivery: max !== null,
    payOnDeliveryMax: max === null ? '' : String(max),
  };
}

export function checkFulfilment(draft: FulfilmentDraft): Problems<FulfilmentField> {
  const problems: Problems<FulfilmentField> = [];
  const address = draft.pickupAddress.trim();
  if (!address || characters(address) > PICKUP_ADDRESS_MAX || /[\r\n]/.test(address)) {
    problems.push(['pickupAddress', AREA_MESSAGES.pickupAddressRequired]);
  }
  const { min, max } = FULFILMENT_MINUTES;
  if (wholeIn(draft.preparationMinutes, min, max) === undefined) {
    problems.push(['preparationMinutes', AREA_MESSAGES.badMinutes('preparation')]);
  }
  if (wholeIn(draft.deliveryMinutes, min, max) === undefined) {
    problems.push(['deliveryMinutes', AREA_MESSAGES.badMinutes('delivery')]);
  }
  if (
    draft.slotLimit.trim() !== '' &&
    wholeIn(draft.slotLimit, SLOT_LIMIT.min, SLOT_LIMIT.max) === undefined
  ) {
    problems.push(['slotLimit', AREA_MESSAGES.badSlotLimit]);
  }
  if (
    draft.payOnDelivery &&
    wholeIn(draft.payOnDeliveryMax, 1, FULFILMENT_RUPEES_MAX) === undefined
  ) {
    problems.push(['payOnDeliveryMax', AREA_MESSAGES.badPayOnDelivery]);
  }
  return problems;
}

/** The settings' new fields as the server is sent them (checked first: numbers are whole). */
export const fulfilmentBody = (draft: FulfilmentDraft) => ({
  pickupAddress: draft.pickupAddress.trim(),
  preparationMinutes: Number(draft.preparationMinutes.trim()),
  deliveryMinutes: Number(draft.deliveryMinutes.trim()),
  slotLimit: draft.slotLimit.trim() === '' ? null : Number(draft.slotLimit.trim()),
  payOnDeliveryMax: draft.payOnDelivery ? Number(draft.payOnDeliveryMax.trim()) : null,
});

export const fulfilmentFieldOf = formFieldOf<FulfilmentField>([
  'pickupAddress',
  'preparationMinutes',
  'deliveryMinutes',
  'slotLimit',
  'payOnDeliveryMax',
]);
