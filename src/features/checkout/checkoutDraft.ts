/**
 * What the shopper typed into the delivery form, kept while they are on the payment page: the
 * provider's Back and Cancel both come back to a page that starts afresh (a new document), so
 * the form's own state is gone. The draft lives in this tab's sessionStorage: it survives the
 * round trip to the provider and a reload, goes with the tab, and never reaches another tab or
 * the server. It belongs to one account (another account's is ignored), is forgotten once an
 * order is paid (VerifyPage) and whenever no one is signed in (draftStorage.ts).
 * Only the nine address fields are kept: this form takes no card data.
 */
import type { Address } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_MAX } from '../../../contract/rules';
import { emptyAddress } from './addressFields';
import { DRAFT_KEY, draftStorage } from './draftStorage';

interface StoredDraft {
  userId: string;
  address: Record<string, unknown>;
}

/** The account's draft, each field a string within its limit; undefined when there is none. */
export function readCheckoutDraft(userId: string): Address | undefined {
  let stored: Partial<StoredDraft> | null = null;
  try {
    stored = JSON.parse(draftStorage()?.getItem(DRAFT_KEY) ?? 'null') as Partial<StoredDraft>;
  } catch {
    return undefined;
  }
  if (!stored || stored.userId !== userId || typeof stored.address !== 'object') return undefined;
  const address = emptyAddress();
  for (const field of ADDRESS_FIELDS) {
    const value = stored.address?.[field];
    if (typeof value === 'string') address[field] = value.slice(0, ADDRESS_FIELD_MAX[field]);
  }
  return address;
}

export function saveCheckoutDraft(userId: string, address: Address): void {
  const draft: StoredDraft = { userId, address };
  try {
    draftStorage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, it only forgets on leaving.
  }
}
