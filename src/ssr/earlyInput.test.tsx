/**
 * Fields changed before the app takes the page over (keepEarlyInput): after hydration, each
 * component's state holds what the shopper typed, ticked or picked, and the caret is where it was.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { APP_EVENTS } from '../app/appEvents';
import { keepEarlyInput } from './earlyInput';

/** A form whose state is shown beside it, so the test reads what the component holds. */
function OrderNote() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [spice, setSpice] = useState('mild');
  const [cutlery, setCutlery] = useState(false);
  const [promo, setPromo] = useState('');
  return (
    <form>
      <input id="name" aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <select aria-label="Spice" value={spice} onChange={(e) => setSpice(e.target.value)}>
        <option value="mild">Mild</option>
        <option value="hot">Hot</option>
      </select>
      <input
        type="checkbox"
        aria-label="Cutlery"
        checked={cutlery}
        onChange={(e) => setCutlery(e.target.checked)}
      />
      <input aria-label="Promo" value={promo} onChange={(e) => setPromo(e.target.value)} />
      <output>{JSON.stringify({ name, note, spice, cutlery, promo })}</output>
    </form>
  );
}

const held = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as unknown;

/** The page as its HTML shows it, the entry listening, and the shopper's changes made. */
async function typedBeforeTheApp(): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<OrderNote />);
  document.body.append(root);
  keepEarlyInput();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Note'), 'No onions');
  await user.selectOptions(screen.getByLabelText('Spice'), 'hot');
  await user.click(screen.getByLabelText('Cutlery'));
  const name = screen.getByLabelText<HTMLInputElement>('Name');
  await user.type(name, 'Mera');
  // The shopper goes back to fix a letter: the caret sits after 'Me'.
  name.setSelectionRange(2, 2);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('after hydration, the components hold what was typed, ticked and picked before it', async () => {
  const root = await typedBeforeTheApp();
  document.dispatchEvent(new Event(APP_EVENTS.rendering));
  await act(async () => {
    hydrateRoot(root, <OrderNote />);
  });
  await act(async () => {
    document.dispatchEvent(new Event(APP_EVENTS.ready));
  });

  expect(held()).toEqual({
    name: 'Mera',
    note: 'No onions',
    spice: 'hot',
    cutlery: true,
    promo: '',
  });
  const name = screen.getByLabelText<HTMLInputElement>('Name');
  expect(name).toHaveValue('Mera');
  expect(screen.getByLabelText('Note')).toHaveValue('No onions');
  expect(screen.getByLabelText('Cutlery')).toBeChecked();
  expect(name).toHaveFocus();
  expect([name.selectionStart, name.selectionEnd]).toEqual([2, 2]);

  // Typing goes on where the shopper stopped, through React now.
  await userEvent.setup().keyboard('e');
  expect(held()).toMatchObject({ name: 'Meera' });
});

test('a page rendered afresh (an address with a query) gets the text into its new fields', async () => {
  const root = await typedBeforeTheApp();
  document.dispatchEvent(new Event(APP_EVENTS.rendering));
  await act(async () => {
    createRoot(root).render(<OrderNote />);
  });
  await act(async () => {
    document.dispatchEvent(new Event(APP_EVENTS.ready));
  });

  // Only a field with an id can be found again; the focus follows it.
  expect(held()).toMatchObject({ name: 'Mera', note: '' });
  expect(screen.getByLabelText('Name')).toHaveFocus();
});
