/**
 * Adding or changing one address of the book, in a dialog: its name ('Home', 'Work') and the
 * nine delivery fields, checked here by the rules the server applies (contract/address-book.ts,
 * contract/address-checks.ts) and then by the server, whose refusal is said in the dialog. A
 * problem with one field (found here, or named by the refusal's `field`) marks that field
 * invalid, described by the problem, and takes the focus there.
 */
import { useState, type FormEvent } from 'react';
import { addressNameProblem, ADDRESS_NAME_MAX } from '../../../contract/address-book';
import { checkAddress } from '../../../contract/address-checks';
import type { Address, SavedAddress } from '../../../contract/api';
import { PAGE_MESSAGES } from '../../../contract/messages';
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_LABEL,
  ADDRESS_FIELD_MAX,
  type AddressField,
} from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { refusedField } from '../../api/refusedField';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { notify } from '../../lib/notify';
import {
  ADDRESS_BOOK_CALLS,
  useChangeAddressBookMutation,
} from '../../store/addressBook/addressBookApi';

/** Each field's autofill token; the email and phone get their own keyboards. */
const AUTOFILL: Record<AddressField, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  email: 'email',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipcode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};
const TYPE: Partial<Record<AddressField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };
/** Fields as wide as the dialog. */
const WIDE: readonly AddressField[] = ['email', 'street', 'phone'];

/** The form's fields: the address's name and the nine. */
type FormField = 'name' | AddressField;
const PROBLEM_ID = 'address-book-problem';
const fieldId = (field: FormField) => `address-book-${field}`;

/** The form field a refusal's `field` names ('name', 'address.city'), if it is one of them. */
function formFieldOf(field: string): FormField | undefined {
  if (field === 'name') return 'name';
  const inAddress = field.replace(/^address\./, '');
  return field !== inAddress && (ADDRESS_FIELDS as readonly string[]).includes(inAddress)
    ? (inAddress as AddressField)
    : undefined;
}

export interface AddressFormProps {
  /** The address to change; undefined: a new one. */
  editing?: SavedAddress;
  onClose: () => void;
}

export function AddressForm({ editing, onClose }: AddressFormProps) {
  const [change, { isLoading }] = useChangeAddressBookMutation();
  const [name, setName] = useState(editing?.name ?? '');
  const [address, setAddress] = useState<Address>(
    () =>
      editing?.address ??
      (Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Address),
  );
  const [problem, setProblem] = useState('');
  const [problemField, setProblemField] = useState<FormField>();

  function say(text: string, field: FormField | undefined) {
    setProblem(text);
    setProblemField(field);
    if (field) document.getElementById(fieldId(field))?.focus();
  }

  /** What an input of a field takes to be marked invalid and described by the problem. */
  const invalidity = (field: FormField) =>
    problemField === field ? { 'aria-invalid': true, 'aria-describedby': PROBLEM_ID } : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAddress(address);
    const nameProblem = addressNameProblem(name.trim());
    if (nameProblem) return say(nameProblem, 'name');
    if ('problem' in checked) return say(checked.problem, checked.field);
    say('', undefined);
    try {
      const body = { name: name.trim(), address: checked.address };
      const reply = await change({
        call: ADDRESS_BOOK_CALLS.save,
        body: editing ? { id: editing.id, ...body } : body,
      }).unwrap();
      notify.success(reply.message);
      onClose();
    } catch (error) {
      const refused = error as Parameters<typeof errorMessage>[0];
      say(errorMessage(refused, PAGE_MESSAGES.somethingWrong), formFieldOf(refusedField(refused)));
    }
  }

  return (
    <Dialog title={editing ? `Edit ${editing.name}` : 'Add an address'} onClose={onClose} wide>
      <form className="address-form" noValidate onSubmit={onSubmit}>
        <TextField
          id={fieldId('name')}
          className="address-form__wide"
          label="Name"
          placeholder="Home, Work…"
          maxLength={ADDRESS_NAME_MAX}
          required
          value={name}
          onValueChange={setName}
          {...invalidity('name')}
        />
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            className={WIDE.includes(field) ? 'address-form__wide' : undefined}
            label={ADDRESS_FIELD_LABEL[field]}
            type={TYPE[field] ?? 'text'}
            autoComplete={AUTOFILL[field]}
            maxLength={ADDRESS_FIELD_MAX[field]}
            required
            value={address[field]}
            onValueChange={(value) => setAddress((current) => ({ ...current, [field]: value }))}
            {...invalidity(field)}
          />
        ))}
        <p id={PROBLEM_ID} className="address-form__problem address-form__wide" role="alert">
          {problem}
        </p>
        <div className="account__confirm-actions address-form__wide">
          <button type="submit" className="button" disabled={isLoading}>
            Save address
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
