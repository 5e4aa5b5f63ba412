/**
 * /Account's Addresses against a stand-in API at the network: the list with names, one line each
 * and the default; add, edit, make default and remove (asked first); the server's refusal said in
 * the dialog; a full book; axe on the section and on its dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ADDRESS_BOOK_MESSAGES } from '../../../contract/address-book';
import type { SavedAddress } from '../../../contract/api';
import { ADDRESS } from '../../test/address';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { AccountPage } from './AccountPage';

const api = fakeApiForThisFile();

const HOME: SavedAddress = {
  id: 'a1',
  name: 'Home',
  address: ADDRESS,
  isDefault: true,
  usedAt: '2026-11-20T10:00:00.000Z',
};
const WORK: SavedAddress = {
  id: 'a2',
  name: 'Work',
  address: { ...ADDRESS, street: '1 Brigade Road', zipcode: '560025' },
  isDefault: false,
  usedAt: '2026-11-10T10:00:00.000Z',
};

const bookOf = (addresses: SavedAddress[], message = '') => ({
  body: { success: true, message, addresses },
});

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
  api.on('GET /api/user/addresses', bookOf([HOME, WORK]));
});

const renderAccount = () =>
  renderPage(<AccountPage />, {
    route: '/Account',
    preloadedState: { session: signedIn('user-1', 'token-1') },
  });

/** The page with the adding dialog open: the user and the dialog. */
async function openAdding() {
  const { user } = renderAccount();
  const add = await screen.findByRole('button', { name: 'Add an address' });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  return { user, dialog: screen.getByRole('dialog', { name: 'Add an address' }) };
}

async function section() {
  return screen.findByRole('region', { name: 'Addresses' });
}

/** axe's rules that jsdom can judge (it lays nothing out, so no colour contrast). */
async function expectNoAxeViolations(element: Element) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test('lists each address with its name, one line and the default', async () => {
  renderAccount();
  const addresses = await section();
  const items = await within(addresses).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('HomeDefault');
  expect(items[0]).toHaveTextContent('Asha Rao, 4 Lake View Road, Bengaluru 560001');
  expect(items[1]).toHaveTextContent('Asha Rao, 1 Brigade Road, Bengaluru 560025');
  expect(within(items[0]!).queryByRole('button', { name: /Make default/ })).toBeNull();
  await expectNoAxeViolations(addresses);
});

test('an empty book says where addresses come from', async () => {
  api.on('GET /api/user/addresses', bookOf([]));
  renderAccount();
  expect(await screen.findByText(/kept here as Home/)).toBeInTheDocument();
});

test('makes another address the default', async () => {
  api.on('POST /api/user/addresses/default', () => {
    const moved = [
      { ...HOME, isDefault: false },
      { ...WORK, isDefault: true },
    ];
    api.on('GET /api/user/addresses', bookOf(moved));
    return bookOf(moved, ADDRESS_BOOK_MESSAGES.madeDefault);
  });
  const { user } = renderAccount();
  await user.click(await screen.findByRole('button', { name: 'Make default: Work' }));
  expect(await screen.findByText(ADDRESS_BOOK_MESSAGES.madeDefault)).toBeInTheDocument();
  expect(api.requestsTo('/api/user/addresses/default')[0]!.body).toEqual({ id: 'a2' });
  await waitFor(() => expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('WorkDefault'));
});

test('removes an address only once the shopper confirms', async () => {
  api.on('POST /api/user/addresses/remove', () => {
    api.on('GET /api/user/addresses', bookOf([HOME]));
    return bookOf([HOME], ADDRESS_BOOK_MESSAGES.removed);
  });
  const { user } = renderAccount();
  await user.click(await screen.findByRole('button', { name: 'Remove Work' }));
  let dialog = screen.getByRole('dialog', { name: 'Remove Work?' });
  await expectNoAxeViolations(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.requestsTo('/api/user/addresses/remove')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Remove Work' }));
  dialog = screen.getByRole('dialog', { name: 'Remove Work?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(ADDRESS_BOOK_MESSAGES.removed)).toBeInTheDocument();
  expect(api.requestsTo('/api/user/addresses/remove')[0]!.body).toEqual({ id: 'a2' });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
});

test("edits an address's name and fields; the server's refusal is said in the dialog", async () => {
  api.on('POST /api/user/addresses/save', {
    status: 409,
    body: { success: false, message: 'You already have an address named Work.' },
  });
  const { user } = renderAccount();
  await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Home' });
  await expectNoAxeViolations(dialog);
  const name = within(dialog).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Work');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You already have an address named Work.',
    ),
  );
  api.on('POST /api/user/addresses/save', bookOf([HOME], ADDRESS_BOOK_MESSAGES.saved));
  await user.clear(name);
  await user.type(name, 'Flat');
  await user.clear(within(dialog).getByLabelText('Street'));
  await user.type(within(dialog).getByLabelText('Street'), '9 Lake View Road');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText(ADDRESS_BOOK_MESSAGES.saved)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.requestsTo('/api/user/addresses/save')[1]!.body).toEqual({
    id: 'a1',
    name: 'Flat',
    address: { ...ADDRESS, street: '9 Lake View Road' },
  });
});

test('adding checks the name and fields before anything is sent', async () => {
  const { user, dialog } = await openAdding();
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(ADDRESS_BOOK_MESSAGES.nameMissing);
  await user.type(within(dialog).getByLabelText('Name'), 'Mum');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    "Please enter the delivery address's first name.",
  );
  expect(api.requestsTo('/api/user/addresses/save')).toHaveLength(0);
});

test('a refusal naming a field marks that field, described by the refusal, and focuses it', async () => {
  const refusal = 'City must be one line of text, without line breaks or control characters.';
  api.on('POST /api/user/addresses/save', {
    status: 400,
    body: { success: false, message: refusal, field: 'address.city' },
  });
  const { user } = renderAccount();
  await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Home' });
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  const city = within(dialog).getByLabelText('City');
  await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
  expect(city).toHaveAccessibleDescription(refusal);
  expect(city).toHaveFocus();
  expect(within(dialog).getByLabelText('Street')).not.toHaveAttribute('aria-invalid');
});

test("the form's own check marks the field it is about", async () => {
  const { user, dialog } = await openAdding();
  const name = within(dialog).getByLabelText('Name');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  await user.type(name, 'Mum');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  const first = within(dialog).getByLabelText('First name');
  expect(first).toHaveAccessibleDescription("Please enter the delivery address's first name.");
  expect(first).toHaveFocus();
  expect(name).not.toHaveAttribute('aria-invalid');
});

test('a full book offers no adding, and says why', async () => {
  const ten = Array.from({ length: 10 }, (_, n) => ({
    ...WORK,
    id: `a${n}`,
    name: `Place ${n}`,
    isDefault: n === 0,
  }));
  api.on('GET /api/user/addresses', bookOf(ten));
  renderAccount();
  const add = await screen.findByRole('button', { name: 'Add an address' });
  await waitFor(() => expect(add).toHaveAccessibleDescription(ADDRESS_BOOK_MESSAGES.full));
  expect(add).toBeDisabled();
});
