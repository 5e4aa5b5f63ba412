/**
 * The dish form's option groups (docs/product.md#dish-options): staff add, reorder and remove
 * groups and options from the keyboard, the form refuses what the server would with its own
 * sentence (contract/options.ts groupsProblem), and dish add/edit send `optionGroups`. Against a
 * fake API at the network.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { FoodItem } from '../../../contract/api';
import { OPTION_ID_PATTERN, OPTION_MESSAGES, type OptionGroup } from '../../../contract/options';
import { MENU_MESSAGES } from '../../../contract/shop-messages';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { axeViolations } from '../../test/axe';
import { renderPage, signedIn } from '../../test/renderPage';
import { KitchenPage } from './KitchenPage';

const SANDWICH: FoodItem = {
  _id: 'food-1',
  name: 'Club Sandwich',
  description: 'Three layers.',
  price: 16,
  image: 'food_1.webp',
  category: 'Sandwich',
  available: true,
  labels: [],
};
const EXTRAS: OptionGroup = {
  id: 'extras',
  name: 'Extras',
  kind: 'many',
  min: 0,
  max: 2,
  options: [
    { id: 'cheese', name: 'Extra cheese', price: 30, available: true },
    { id: 'egg', name: 'Fried egg', price: 20, available: true },
  ],
};

const api = fakeApiForThisFile();

beforeAll(() => {
  // jsdom has no EventSource: the maintained implementation for Node stands in for the browser's.
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

beforeEach(() => {
  api.reset();
  window.localStorage.clear();
  api.on('GET /api/kitchen/orders', { body: { success: true, data: [] } });
  api.on('POST /api/stream/ticket', {
    body: { success: true, ticket: 't', url: '/api/kitchen/stream?ticket=t' },
  });
  api.on('GET /api/kitchen/stream', 'stream');
  api.on('POST /api/kitchen/dishes/edit', ({ body }) => ({
    body: {
      success: true,
      message: MENU_MESSAGES.saved,
      dish: { ...SANDWICH, ...(body as object) },
    },
  }));
});

async function editDish(dish: FoodItem) {
  api.on('GET /api/food/list', { body: { success: true, data: [dish] } });
  const rendered = renderPage(<KitchenPage />, {
    route: '/kitchen?view=menu',
    preloadedState: { session: signedIn() },
  });
  await rendered.user.click(
    within(await screen.findByRole('article', { name: dish.name })).getByRole('button', {
      name: 'Edit',
    }),
  );
  const dialog = within(screen.getByRole('dialog', { name: `Edit ${dish.name}` }));
  return { ...rendered, dialog, options: within(dialog.getByRole('group', { name: 'Options' })) };
}

type Scope = ReturnType<typeof within>;
type User = Awaited<ReturnType<typeof editDish>>['user'];

/** Replaces a field's text as staff would paste it (typing each key is slow under jsdom). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
const groupNamed = (scope: Scope, name: string) => within(scope.getByRole('group', { name }));
const sentGroups = () =>
  (api.requestsTo('/api/kitchen/dishes/edit').at(-1)?.body as { optionGroups?: OptionGroup[] })
    .optionGroups;

describe('the dish form’s options', () => {
  it('adds groups and options, moves and removes them from the keyboard, and sends them in order', async () => {
    const { user, dialog, options } = await editDish(SANDWICH);
    await user.click(options.getByRole('button', { name: 'Add option group' }));
    // The new group's name takes the focus; a 'Choose 1' group starts with two options.
    const groupName = options.getByRole('textbox', { name: /Group name/ });
    await waitFor(() => expect(groupName).toHaveFocus());
    await user.paste('Size');
    const size = groupNamed(options, 'Size');
    expect(size.getByRole('combobox', { name: 'Shoppers' })).toHaveDisplayValue('Choose 1');
    const [regular, large] = size.getAllByRole('textbox', { name: 'Option name' });
    await fill(user, regular!, 'Regular');
    await fill(user, large!, 'Large');
    const largePrice = groupNamed(size, 'Large').getByRole('textbox', { name: 'Price change (₹)' });
    await fill(user, largePrice, '60');
    await user.click(groupNamed(size, 'Regular').getByRole('radio', { name: 'Default' }));

    // A second group, 'Choose between min and max', with three options, one unavailable.
    await user.click(options.getByRole('button', { name: 'Add option group' }));
    await user.paste('Extras');
    const extras = groupNamed(options, 'Extras');
    await user.selectOptions(extras.getByRole('combobox', { name: 'Shoppers' }), 'many');
    await fill(user, extras.getByRole('textbox', { name: /Minimum/ }), '0');
    await fill(user, extras.getByRole('textbox', { name: 'Maximum' }), '2');
    expect(extras.queryByRole('radio')).toBeNull();
    const [cheese, egg] = extras.getAllByRole('textbox', { name: 'Option name' });
    await fill(user, cheese!, 'Extra cheese');
    await fill(user, egg!, 'Fried egg');
    await user.click(extras.getByRole('button', { name: 'Add an option to Extras' }));
    await user.paste('Olives');
    await user.click(groupNamed(extras, 'Olives').getByRole('checkbox', { name: 'Available' }));
    for (const [name, price] of [
      ['Extra cheese', '30'],
      ['Fried egg', '20'],
      ['Olives', '20'],
    ] as const) {
      const field = groupNamed(extras, name).getByRole('textbox', { name: 'Price change (₹)' });
      await fill(user, field, price);
    }

    // Extras first; Fried egg after Olives; then Olives removed after all.
    const up = options.getByRole('button', { name: 'Move group Extras up' });
    await user.click(up);
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    const down = groupNamed(extras, 'Fried egg').getByRole('button', {
      name: 'Move option Fried egg down',
    });
    down.focus();
    await user.keyboard('{Enter}');
    expect(down).toHaveFocus();
    expect(
      within(options.getByRole('list', { name: 'Options of Extras' }))
        .getAllByRole('textbox', { name: 'Option name' })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Extra cheese', 'Olives', 'Fried egg']);
    await user.click(options.getByRole('button', { name: 'Remove option Olives' }));
    expect(options.queryByRole('group', { name: 'Olives' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    expect(await screen.findByText(MENU_MESSAGES.saved)).toBeInTheDocument();
    const sent = sentGroups()!;
    expect(sent).toEqual([
      {
        id: expect.any(String),
        name: 'Extras',
        kind: 'many',
        min: 0,
        max: 2,
        options: [
          { id: expect.any(String), name: 'Extra cheese', price: 30, available: true },
          { id: expect.any(String), name: 'Fried egg', price: 20, available: true },
        ],
      },
      {
        id: expect.any(String),
        name: 'Size',
        kind: 'one',
        min: 1,
        max: 1,
        options: [
          { id: expect.any(String), name: 'Regular', price: 0, available: true, isDefault: true },
          { id: expect.any(String), name: 'Large', price: 60, available: true },
        ],
      },
    ]);
    const ids = sent.flatMap((group) => [group.id, ...group.options.map((option) => option.id)]);
    expect(ids.every((id) => OPTION_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it('refuses what the server would, with its sentence at the options, and sends nothing', async () => {
    const { user, dialog, options } = await editDish({ ...SANDWICH, optionGroups: [EXTRAS] });
    const extras = groupNamed(options, 'Extras');
    expect(extras.getByRole('textbox', { name: 'Maximum' })).toHaveValue('2');
    await user.click(extras.getByRole('button', { name: 'Remove option Fried egg' }));
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));

    const sentence = OPTION_MESSAGES.minMax('Extras');
    await waitFor(() => expect(dialog.getByRole('group', { name: 'Options' })).toHaveFocus());
    expect(dialog.getByRole('group', { name: 'Options' })).toHaveAccessibleDescription(
      expect.stringContaining(sentence),
    );

    // 'Choose 1' with one option: the server's sentence again, with the group's name.
    await user.selectOptions(extras.getByRole('combobox', { name: 'Shoppers' }), 'one');
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    await waitFor(() =>
      expect(dialog.getByText(OPTION_MESSAGES.chooseOneNeedsTwo('Extras'))).toBeInTheDocument(),
    );
    expect(api.requestsTo('/api/kitchen/dishes/edit')).toHaveLength(0);

    // Fixed: sent.
    await user.click(extras.getByRole('button', { name: 'Add an option to Extras' }));
    await user.paste('Jalapeños');
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    expect(await screen.findByText(MENU_MESSAGES.saved)).toBeInTheDocument();
    expect(sentGroups()?.[0]).toMatchObject({
      id: 'extras',
      kind: 'one',
      min: 1,
      max: 1,
      options: [
        { id: 'cheese', name: 'Extra cheese', price: 30 },
        { name: 'Jalapeños', price: 0, available: true },
      ],
    });
  });

  it('sends no groups for a plain dish left plain, and none ([]) once every group is removed', async () => {
    const plain = await editDish(SANDWICH);
    await plain.user.click(plain.dialog.getByRole('button', { name: 'Save dish' }));
    expect(await screen.findByText(MENU_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/dishes/edit')[0]?.body).not.toHaveProperty('optionGroups');
    plain.unmount();

    const { user, dialog, options } = await editDish({ ...SANDWICH, optionGroups: [EXTRAS] });
    await user.click(options.getByRole('button', { name: 'Remove group Extras' }));
    expect(dialog.getByRole('group', { name: 'Options' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    await waitFor(() => expect(api.requestsTo('/api/kitchen/dishes/edit')).toHaveLength(2));
    expect(sentGroups()).toEqual([]);
  });
});

describe('the option groups editor for everyone', () => {
  it('has no axe violation with a group of each kind, and with the server’s sentence shown', async () => {
    const { user, dialog, options } = await editDish({ ...SANDWICH, optionGroups: [EXTRAS] });
    await user.click(options.getByRole('button', { name: 'Add option group' }));
    await user.paste('Size');
    const form = screen.getByRole('dialog', { name: `Edit ${SANDWICH.name}` });
    expect(await axeViolations(form)).toEqual([]);

    // A 'Choose 1' group with one option: refused with the group's sentence, still clean.
    const extras = groupNamed(options, 'Extras');
    await user.click(extras.getByRole('button', { name: 'Remove option Fried egg' }));
    await user.selectOptions(extras.getByRole('combobox', { name: 'Shoppers' }), 'one');
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    await waitFor(() =>
      expect(dialog.getByText(OPTION_MESSAGES.chooseOneNeedsTwo('Extras'))).toBeInTheDocument(),
    );
    expect(await axeViolations(form)).toEqual([]);
    // axe reads the whole dialog under jsdom, which takes a while on a busy machine.
  }, 90_000);
});
