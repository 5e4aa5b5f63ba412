/**
 * /PlaceOrder's 'Saved addresses' against a stand-in API at the network: choosing an address
 * fills every field, 'New address' empties them, nothing shows for an empty book; axe clean.
 * The form around it is a plain one holding the nine fields, as the checkout's does.
 */
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import type { Address, SavedAddress } from '../../../contract/api';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LABEL } from '../../../contract/rules';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { emptyAddress } from './addressFields';
import { SavedAddresses } from './SavedAddresses';

const api = fakeApiForThisFile();

const WORK = { ...ADDRESS, street: '1 Brigade Road', zipcode: '560025', phone: '+91 80 4000 1234' };
const BOOK: SavedAddress[] = [
  { id: 'a1', name: 'Home', address: ADDRESS, isDefault: true, usedAt: '2026-11-20T10:00:00Z' },
  { id: 'a2', name: 'Work', address: WORK, isDefault: false, usedAt: '2026-11-10T10:00:00Z' },
];

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
  api.on('GET /api/user/addresses', { body: { success: true, message: '', addresses: BOOK } });
});

function Form() {
  const [address, setAddress] = useState<Address>(emptyAddress());
  return (
    <form aria-label="Delivery Information">
      <SavedAddresses
        onField={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
      />
      {ADDRESS_FIELDS.map((field) => (
        <label key={field}>
          {ADDRESS_FIELD_LABEL[field]}
          <input
            value={address[field]}
            onChange={(event) => setAddress({ ...address, [field]: event.target.value })}
          />
        </label>
      ))}
    </form>
  );
}

const renderForm = () =>
  renderPage(<Form />, {
    route: '/PlaceOrder',
    preloadedState: { session: signedIn('user-1', 'token-1') },
  });

const fieldValues = () =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [
      field,
      (screen.getByLabelText(ADDRESS_FIELD_LABEL[field]) as HTMLInputElement).value,
    ]),
  );

test('choosing a saved address fills every field; New address empties them', async () => {
  const { user, container } = renderForm();
  const chooser = await screen.findByRole('combobox', { name: 'Saved addresses' });
  expect(
    screen.getByRole('option', { name: /^Home \(default\): Asha Rao, 4 Lake View/ }),
  ).toBeInTheDocument();
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await user.selectOptions(chooser, 'a2');
  expect(fieldValues()).toEqual(WORK);
  await user.selectOptions(chooser, 'a1');
  expect(fieldValues()).toEqual(ADDRESS);
  await user.selectOptions(chooser, 'New address');
  expect(fieldValues()).toEqual(emptyAddress());
});

test('an empty book shows no chooser', async () => {
  api.on('GET /api/user/addresses', { body: { success: true, message: '', addresses: [] } });
  renderForm();
  await screen.findByLabelText('Street');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(api.requestsTo('/api/user/addresses')).toHaveLength(1);
  expect(screen.queryByRole('combobox', { name: 'Saved addresses' })).toBeNull();
});
