/**
 * /Account's Addresses (docs/product.md#the-address-book): the addresses the shopper's paid orders
 * went to and those saved here, at most 10, the latest used first, each with its name and one line;
 * edit, remove (asked first), make default (what checkout starts from), and add.
 */
import { useState } from 'react';
import {
  ADDRESS_BOOK_MAX,
  ADDRESS_BOOK_MESSAGES,
  addressSummary,
} from '../../../contract/address-book';
import type { SavedAddress } from '../../../contract/api';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { errorMessage } from '../../api/apiSlice';
import { Dialog } from '../../components/Dialog';
import { notify } from '../../lib/notify';
import {
  ADDRESS_BOOK_CALLS,
  useAddressBookQuery,
  useChangeAddressBookMutation,
} from '../../store/addressBook/addressBookApi';
import { AddressForm } from './AddressForm';
import './AddressBook.css';

type Editing = { address?: SavedAddress } | undefined;

function RemoveAddress({ saved, onClose }: { saved: SavedAddress; onClose: () => void }) {
  const [change, { isLoading }] = useChangeAddressBookMutation();

  async function confirm() {
    try {
      const reply = await change({
        call: ADDRESS_BOOK_CALLS.remove,
        body: { id: saved.id },
      }).unwrap();
      notify.success(reply.message);
      onClose();
    } catch (error) {
      notify.error(
        errorMessage(error as Parameters<typeof errorMessage>[0], PAGE_MESSAGES.somethingWrong),
      );
    }
  }

  return (
    <Dialog title={`Remove ${saved.name}?`} onClose={onClose}>
      <p className="account__confirm-text">
        {addressSummary(saved.address)} will no longer be offered at checkout.
      </p>
      <div className="account__confirm-actions">
        <button type="button" className="button" disabled={isLoading} onClick={confirm}>
          Remove
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

function AddressEntry({
  saved,
  onEdit,
  onRemove,
}: {
  saved: SavedAddress;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const [change, { isLoading }] = useChangeAddressBookMutation();

  async function makeDefault() {
    try {
      const body = { id: saved.id };
      const reply = await change({ call: ADDRESS_BOOK_CALLS.makeDefault, body }).unwrap();
      notify.success(reply.message);
    } catch (error) {
      notify.error(
        errorMessage(error as Parameters<typeof errorMessage>[0], PAGE_MESSAGES.somethingWrong),
      );
    }
  }

  return (
    <li className="address-book__entry">
      <p className="address-book__name">
        <strong>{saved.name}</strong>
        {saved.isDefault && <span className="address-book__default">Default</span>}
      </p>
      <p className="address-book__summary">{addressSummary(saved.address)}</p>
      <div className="address-book__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Edit ${saved.name}`}
          onClick={onEdit}
        >
          Edit
        </button>
        {!saved.isDefault && (
          <button
            type="button"
            className="button button--quiet"
            disabled={isLoading}
            aria-label={`Make default: ${saved.name}`}
            onClick={makeDefault}
          >
            Make default
          </button>
        )}
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Remove ${saved.name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

export function AddressBook() {
  const book = useAddressBookQuery();
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<SavedAddress>();
  const addresses = book.data?.addresses ?? [];
  const full = addresses.length >= ADDRESS_BOOK_MAX;

  return (
    <section
      className="account__section card address-book"
      aria-labelledby="account-addresses"
      aria-busy={book.isLoading}
    >
      <h2 id="account-addresses">Addresses</h2>
      <p className="account__note">
        The addresses your paid orders went to are kept here (up to {ADDRESS_BOOK_MAX}). Checkout
        starts from the default: the one you chose, else the latest used.
      </p>
      {book.isError && <p role="alert">{PAGE_MESSAGES.somethingWrong}</p>}
      {book.isSuccess && addresses.length === 0 && (
        <p className="address-book__empty">
          No addresses yet. Your next paid order&apos;s address is kept here as Home.
        </p>
      )}
      {addresses.length > 0 && (
        <ul className="address-book__list">
          {addresses.map((saved) => (
            <AddressEntry
              key={saved.id}
              saved={saved}
              onEdit={() => setEditing({ address: saved })}
              onRemove={() => setRemoving(saved)}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button"
        disabled={!book.isSuccess || full}
        aria-describedby={full ? 'address-book-full' : undefined}
        onClick={() => setEditing({})}
      >
        Add an address
      </button>
      {full && (
        <p id="address-book-full" className="account__note">
          {ADDRESS_BOOK_MESSAGES.full}
        </p>
      )}
      {editing && <AddressForm editing={editing.address} onClose={() => setEditing(undefined)} />}
      {removing && <RemoveAddress saved={removing} onClose={() => setRemoving(undefined)} />}
    </section>
  );
}
