/**
 * The checkout's address (CheckoutForm.tsx): as typed, started from the draft the shopper left
 * (checkoutDraft.ts), its empty fields filled once from the account, each problem said under its
 * field, and a refusal from the server said where it belongs.
 */
import { useEffect, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Address } from '../../../contract/api';
import { isPinCode, type Fulfilment } from '../../../contract/fulfilment';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { ADDRESS_FIELDS, type AddressField } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { refusedField } from '../../api/refusedField';
import { notify } from '../../lib/notify';
import { rememberPin } from '../../store/shop/lastFulfilment';
import { addressFromProfile, emptyAddress, fillEmptyFields } from './addressFields';
import type { FieldProblems } from './AddressFields';
import { useProfileQuery } from './checkoutApi';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { checkOrderAddress, formatProblem } from './contactChecks';

/** What to tell the shopper when placing failed; nothing after a 401 (already told and signed out). */
function placementFailure(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    if (error.status === 401) return undefined;
    return errorMessage(error as FetchBaseQueryError, ROUTE_MESSAGES.serverError);
  }
  // Not an HTTP answer: the reply named no usable payment address.
  return ROUTE_MESSAGES.errorPlacingOrder;
}

/**
 * The address as typed: started from the draft, its empty fields filled once from the account
 * when the server's answer arrives, saved as a draft once the shopper types, its problems said
 * under each field.
 */
export function useCheckoutAddress(userId: string | null) {
  const [address, setAddress] = useState<Address>(
    () => (userId && readCheckoutDraft(userId)) || emptyAddress(),
  );
  const [problems, setProblems] = useState<FieldProblems>({});
  // Asked afresh on every visit: the latest order may be the one just placed.
  const profile = useProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const prefilled = useRef(false);
  const typed = useRef(false);

  useEffect(() => {
    if (prefilled.current || !profile.isSuccess || profile.isFetching) return;
    prefilled.current = true;
    const suggestion = addressFromProfile(profile.data);
    setAddress((current) => fillEmptyFields(current, suggestion));
  }, [profile.isSuccess, profile.isFetching, profile.data]);

  useEffect(() => {
    if (typed.current && userId) saveCheckoutDraft(userId, address);
  }, [address, userId]);

  // The PIN code delivered to is kept with the choice: /Cart shows its fee next time.
  const pin = address.zipcode.trim();
  useEffect(() => {
    if (isPinCode(pin)) rememberPin(pin);
  }, [pin]);

  function onField(field: AddressField, value: string) {
    typed.current = true;
    setAddress((current) => ({ ...current, [field]: value }));
    // A problem said under the field goes once the shopper changes it.
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function onLeave(field: AddressField) {
    const problem = formatProblem(field, address[field]);
    setProblems((current) => ({ ...current, [field]: problem }));
  }

  /** The address as the order sends it, or nothing: the shop's check said why, there and aloud. */
  function checkForOrder(fulfilment: Fulfilment): Address | undefined {
    const checked = checkOrderAddress(address, fulfilment);
    if (!('problem' in checked)) return checked.address;
    notify.error(checked.problem);
    if (checked.field)
      setProblems((current) => ({ ...current, [checked.field!]: checked.problem }));
    return undefined;
  }

  /**
   * Says why placing failed (the sentence, or nothing after a 401), in a toast and, when the
   * refusal names an address field ('address.phone'), under that field, which takes the focus.
   */
  function sayFailure(error: unknown): string | undefined {
    const message = placementFailure(error);
    if (!message) return undefined;
    notify.error(message);
    const refused = refusedField(error as FetchBaseQueryError);
    const field = ADDRESS_FIELDS.find((one) => `address.${one}` === refused);
    if (field) {
      setProblems((current) => ({ ...current, [field]: message }));
      document.getElementById(`address-${field}`)?.focus();
    }
    return message;
  }

  return { address, problems, onField, onLeave, checkForOrder, sayFailure };
}
