import { screen, waitFor, within } from '@testing-library/react';
import type { OptionGroup } from '../../../contract/options';
import { MenuPage } from '../../features/menu/MenuPage';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { PIZZA, testDish } from '../../test/dishOptions';

/** A required group with no default: nothing is chosen when the dialog opens. */
const CRUST: OptionGroup = {
  id: 'crust',
  name: 'Crust',
  kind: 'one',
  min: 1,
  max: 1,
  options: [
    { id: 'thin', name: 'Thin', price: 0, available: true },
    { id: 'deep', name: 'Deep pan', price: 40, available: true },
  ],
};
const CALZONE = testDish('p2', 'Calzone', 30, [CRUST]);
const SALAD = testDish('s1', 'Greek Salad', 12);

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [PIZZA, CALZONE, SALAD] } });
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

async function openPizza() {
  const page = renderPage(<MenuPage />, { route: '/Menu' });
  await page.user.click(
    await screen.findByRole('button', { name: 'Add Margherita Pizza to cart' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Margherita Pizza' });
  return { ...page, dialog };
}

const addButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^Add to cart — / });

test("the card says 'from ₹N' when a required group changes the price; a plain dish its price", async () => {
  renderPage(<MenuPage />, { route: '/Menu' });
  await screen.findByRole('heading', { name: 'Margherita Pizza' });
  expect(within(card('Margherita Pizza')).getByText('from ₹250')).toBeInTheDocument();
  expect(within(card('Calzone')).getByText('from ₹300')).toBeInTheDocument();
  expect(within(card('Greek Salad')).getByText('₹120')).toBeInTheDocument();
});

test('each group with its rule in words, its options and their prices; a Choose 1 group at its default', async () => {
  const { dialog } = await openPizza();
  const size = within(dialog).getByRole('group', { name: 'Size Choose 1' });
  const radios = within(size).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Regular',
    'Medium+₹80',
    'Large+₹150',
  ]);
  expect(within(size).getByRole('radio', { name: 'Regular' })).toBeChecked();
  const extras = within(dialog).getByRole('group', { name: 'Extras Choose up to 2 (optional)' });
  expect(within(extras).getAllByRole('checkbox')).toHaveLength(4);
  expect(within(extras).getByRole('checkbox', { name: /Extra cheese/ })).not.toBeChecked();
  // An unavailable option is shown, marked and cannot be chosen.
  const truffle = within(extras).getByRole('checkbox', { name: /Truffle/ });
  expect(truffle).toBeDisabled();
  expect(truffle.closest('label')).toHaveTextContent('TruffleNot available+₹90');
  expect(addButton(dialog)).toHaveTextContent('Add to cart — ₹250');
  expect(addButton(dialog)).toBeEnabled();
});

test("the line's price follows the choices; a group at its maximum disables the rest", async () => {
  const { dialog, user } = await openPizza();
  await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
  expect(addButton(dialog)).toHaveTextContent('Add to cart — ₹400');
  await user.click(within(dialog).getByRole('checkbox', { name: /Extra cheese/ }));
  expect(addButton(dialog)).toHaveTextContent('Add to cart — ₹430');
  await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
  expect(addButton(dialog)).toHaveTextContent('Add to cart — ₹450');
  expect(within(dialog).getByRole('checkbox', { name: /Jalapeño/ })).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
  expect(within(dialog).getByRole('checkbox', { name: /Jalapeño/ })).toBeEnabled();
  await user.click(within(dialog).getByRole('radio', { name: /Medium/ }));
  expect(addButton(dialog)).toHaveTextContent('Add to cart — ₹360');
});

test('a required group not chosen keeps the button disabled and names the group', async () => {
  const { user, store } = renderPage(<MenuPage />, { route: '/Menu' });
  await user.click(await screen.findByRole('button', { name: 'Add Calzone to cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Calzone' });
  expect(addButton(dialog)).toBeDisabled();
  expect(within(dialog).getByText('Choose one in Crust.')).toBeInTheDocument();
  expect(addButton(dialog)).toHaveAccessibleDescription('Choose one in Crust.');
  await user.click(within(dialog).getByRole('radio', { name: /Deep pan/ }));
  expect(within(dialog).queryByText('Choose one in Crust.')).not.toBeInTheDocument();
  await user.click(addButton(dialog));
  expect(store.getState().cart.items).toEqual({ 'p2|deep|': 1 });
});

test('the note: labelled, kept to 140 characters, counted', async () => {
  const { dialog, user } = await openPizza();
  const note = within(dialog).getByRole('textbox', { name: 'Anything the kitchen should know?' });
  expect(note).toHaveAttribute('maxLength', '140');
  await user.click(note);
  await user.paste('x'.repeat(150));
  expect(note).toHaveValue('x'.repeat(140));
  expect(note).toHaveAccessibleDescription('140 of 140 characters');
});

test('adds the line key of the choice and note; the same again raises it, another is a new line', async () => {
  const { dialog, user, store } = await openPizza();
  await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Extra cheese/ }));
  await user.type(within(dialog).getByRole('textbox'), '  cut in 8 ');
  await user.click(addButton(dialog));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.getState().cart.items).toEqual({ 'p1|cheese,large|cut in 8': 1 });
  const group = screen.getByRole('group', { name: 'Margherita Pizza in cart' });
  expect(within(group).getByText('1')).toBeInTheDocument();
  // Focus goes to the control that replaced 'Add'.
  const plus = within(group).getByRole('button', { name: 'Add one more Margherita Pizza' });
  expect(plus).toHaveFocus();

  // '+' opens the dialog at the line's choice: adding it again raises that line.
  await user.click(plus);
  let again = await screen.findByRole('dialog', { name: 'Margherita Pizza' });
  expect(within(again).getByRole('textbox')).toHaveValue('cut in 8');
  expect(addButton(again)).toHaveTextContent('Add to cart — ₹430');
  await user.click(addButton(again));
  expect(store.getState().cart.items).toEqual({ 'p1|cheese,large|cut in 8': 2 });

  // '−' with one line lowers it.
  await user.click(within(group).getByRole('button', { name: 'Remove one Margherita Pizza' }));
  expect(store.getState().cart.items).toEqual({ 'p1|cheese,large|cut in 8': 1 });

  await user.click(plus);
  again = await screen.findByRole('dialog', { name: 'Margherita Pizza' });
  await user.click(within(again).getByRole('radio', { name: 'Regular' }));
  await user.clear(within(again).getByRole('textbox'));
  await user.click(addButton(again));
  expect(store.getState().cart.items).toEqual({
    'p1|cheese,large|cut in 8': 1,
    'p1|cheese,regular|': 1,
  });
  expect(within(group).getByText('2')).toBeInTheDocument();

  // Several lines: '−' cannot tell which is meant, and says where to change them.
  await user.click(within(group).getByRole('button', { name: 'Remove one Margherita Pizza' }));
  expect(
    await screen.findByText(
      'Margherita Pizza is in your cart with different choices. Change them on your cart page.',
    ),
  ).toBeInTheDocument();
  expect(store.getState().cart.items).toEqual({
    'p1|cheese,large|cut in 8': 1,
    'p1|cheese,regular|': 1,
  });
});

test('closing the dialog adds nothing and gives the focus back', async () => {
  const { dialog, user, store } = await openPizza();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.getState().cart.items).toEqual({});
  expect(screen.getByRole('button', { name: 'Add Margherita Pizza to cart' })).toHaveFocus();
});

test('signed in, cart/add carries the line key; a plain dish is sent as the spec has it', async () => {
  api.on('POST /api/cart/get', { body: { success: true, cartData: {} } });
  api.on('POST /api/cart/add', (request) => {
    const { itemId, line } = request.body as { itemId: string; line?: string };
    return { body: { success: true, cartData: { [line ?? itemId]: 1 } } };
  });
  const { user } = renderPage(<MenuPage />, {
    route: '/Menu',
    preloadedState: { session: signedIn() },
  });
  await user.click(await screen.findByRole('button', { name: 'Add Margherita Pizza to cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Margherita Pizza' });
  await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
  await user.click(addButton(dialog));
  await user.click(screen.getByRole('button', { name: 'Add Greek Salad to cart' }));
  await waitFor(() => expect(api.requestsTo('/api/cart/add')).toHaveLength(2));
  expect(api.requestsTo('/api/cart/add').map((request) => request.body)).toEqual([
    { itemId: 'p1', line: 'p1|olives,regular|' },
    { itemId: 's1' },
  ]);
});
