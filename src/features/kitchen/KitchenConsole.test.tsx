/**
 * The staff console's views (docs/product.md#the-staff-console): the menu with its dish form and
 * picture upload, promo codes and the shop's settings, against a fake API at the network.
 */
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventSource } from 'eventsource';
import type { FoodItem, PromoCode } from '../../../contract/api';
import { DEFAULT_OPENING_HOURS, PICTURE_MAX_BYTES } from '../../../contract/shop-rules';
import { MENU_MESSAGES, PROMO_MESSAGES, SETTINGS_MESSAGES } from '../../../contract/shop-messages';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { KitchenPage } from './KitchenPage';

const SALAD: FoodItem = {
  _id: 'food-1',
  name: 'Greek Salad',
  description: 'Crisp and bright.',
  price: 12,
  image: 'food_1.webp',
  category: 'Salad',
  available: true,
  labels: ['vegetarian', 'gluten-free'],
};
const PASTA: FoodItem = {
  _id: 'food-2',
  name: 'Tomato Pasta',
  description: 'Slow tomato sauce.',
  price: 12.5,
  image: 'food_2.webp',
  category: 'Pasta',
  available: false,
  labels: [],
};

const WELCOME: PromoCode = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minSubtotal: 500,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  maxUses: 100,
  oncePerAccount: true,
  active: true,
  uses: 3,
  held: 1,
};

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  window.localStorage.clear();
  api.on('GET /api/kitchen/orders', { body: { success: true, data: [] } });
  api.on('POST /api/stream/ticket', () => ({
    body: { success: true, ticket: 'ticket-1', url: '/api/kitchen/stream?ticket=ticket-1' },
  }));
  api.on('GET /api/kitchen/stream', 'stream');
  api.on('GET /api/food/list', { body: { success: true, data: [SALAD, PASTA] } });
});

beforeAll(() => {
  // jsdom has no EventSource: the maintained implementation for Node stands in for the browser's.
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
});

const renderConsole = (view?: string) =>
  renderPage(<KitchenPage />, {
    route: view ? `/kitchen?view=${view}` : '/kitchen',
    preloadedState: { session: signedIn() },
  });

const dishCard = (name: string) => within(screen.getByRole('article', { name }));

/**
 * A file chosen in a file input as the browser would let through without its accept filter
 * (user-event applies the filter, so files the page must refuse are handed over directly).
 */
function chooseAnyFile(input: HTMLElement, file: File) {
  const files = Object.assign([file], { item: (index: number) => [file][index] ?? null });
  fireEvent.change(input, { target: { files } });
}

/** A picture as the browser hands a chosen file to the page. */
const picture = (name: string, type: string, bytes = 64) =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

describe('the console', () => {
  it('offers Orders, Menu, Promo codes, Reviews, Settings, Delivery areas and Reports; the board stays live behind the others', async () => {
    const { user, location } = renderConsole();
    const nav = within(await screen.findByRole('navigation', { name: 'Kitchen' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders',
      'Menu',
      'Promo codes',
      'Reviews',
      'Settings',
      'Delivery areas',
      'Reports',
    ]);
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: /Preparing/ })).toBeVisible();
    await api.nextStream('/api/kitchen/stream');
    const tickets = api.requestsTo('/api/stream/ticket').length;

    await user.click(nav.getByRole('link', { name: 'Menu' }));
    expect(location().search).toBe('?view=menu');
    expect(nav.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Preparing/ })).toBeNull();
    // The board's stream stays open while staff work on the menu.
    expect(api.requestsTo('/api/stream/ticket')).toHaveLength(tickets);
  });

  it('an unknown view is the board', async () => {
    renderConsole('nonsense');
    expect(await screen.findByRole('heading', { level: 2, name: /Preparing/ })).toBeVisible();
  });
});

describe('the Menu view', () => {
  it('lists every dish by category with its picture, its price as shoppers see it and whether it is available', async () => {
    renderConsole('menu');
    const salads = within(await screen.findByRole('region', { name: 'Salad (1)' }));
    const pasta = within(screen.getByRole('region', { name: 'Pasta (1)' }));
    expect(salads.getByText('₹120')).toBeInTheDocument();
    expect(salads.getByText('Available')).toBeInTheDocument();
    expect(salads.getByRole('button', { name: 'Mark unavailable' })).toBeInTheDocument();
    expect(pasta.getByText('₹125')).toBeInTheDocument();
    expect(pasta.getByText('Unavailable')).toBeInTheDocument();
    expect(pasta.getByRole('button', { name: 'Mark available' })).toBeInTheDocument();
    expect(salads.getByText('Vegetarian · Gluten-free')).toBeInTheDocument();
    expect(pasta.getByText('No dietary labels')).toBeInTheDocument();
    const image = screen
      .getByRole('article', { name: 'Tomato Pasta' })
      .querySelector('img') as HTMLImageElement;
    expect(image.src).toBe(`${api.url}/uploads/food_2-200.webp`);
    // Asked afresh on opening.
    expect(api.requestsTo('/api/food/list').length).toBeGreaterThan(0);
  });

  it('marks a dish unavailable, busy while sending, and shows what the server answered', async () => {
    let release: () => void = () => {};
    api.on(
      'POST /api/kitchen/dishes/availability',
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              body: {
                success: true,
                message: MENU_MESSAGES.markedUnavailable,
                dish: { ...SALAD, available: false },
              },
            });
        }),
    );
    const { user } = renderConsole('menu');
    await screen.findByRole('article', { name: 'Greek Salad' });
    const button = dishCard('Greek Salad').getByRole('button', { name: 'Mark unavailable' });
    expect(button).toHaveAccessibleDescription('Greek Salad');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    // Not yet answered: still shown as it is.
    expect(dishCard('Greek Salad').getByText('Available')).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/dishes/availability')[0]?.body).toEqual({
      _id: 'food-1',
      available: false,
    });
    expect(api.requestsTo('/api/kitchen/dishes/availability')[0]?.headers.token).toBe('token-1');
    release();
    expect(await dishCard('Greek Salad').findByText('Unavailable')).toBeInTheDocument();
    expect(button).toHaveTextContent('Mark available');
    expect(button).toHaveFocus();
    expect(await screen.findByText(MENU_MESSAGES.markedUnavailable)).toBeInTheDocument();
  });

  it("says the server's refusal when marking fails", async () => {
    api.on('POST /api/kitchen/dishes/availability', {
      status: 404,
      body: { success: false, message: MENU_MESSAGES.dishNotFound },
    });
    const { user } = renderConsole('menu');
    await user.click(
      await within(await screen.findByRole('article', { name: 'Tomato Pasta' })).findByRole(
        'button',
        { name: 'Mark available' },
      ),
    );
    expect(await screen.findByText(MENU_MESSAGES.dishNotFound)).toBeInTheDocument();
    expect(dishCard('Tomato Pasta').getByText('Unavailable')).toBeInTheDocument();
  });

  it('checks the dish form with the server’s words, ties each problem to its field and focuses the first', async () => {
    const { user } = renderConsole('menu');
    await screen.findByRole('article', { name: 'Greek Salad' });
    await user.click(screen.getByRole('button', { name: 'Add dish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add dish' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Add dish' }));

    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(MENU_MESSAGES.nameRequired);
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      MENU_MESSAGES.descriptionRequired,
    );
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    expect(price).toHaveAccessibleDescription(
      `Whole rupees, as shoppers see it. ${MENU_MESSAGES.priceInvalid}`,
    );
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      `Choose one or type a new one. ${MENU_MESSAGES.categoryRequired}`,
    );
    expect(dialog.getByLabelText('Picture')).toHaveAccessibleDescription(
      `JPEG, PNG or WebP, up to 5 MB. It is uploaded at once. ${MENU_MESSAGES.pictureRequired}`,
    );

    await user.type(name, 'Masala Dosa');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Crisp and golden.');
    await user.type(price, '12.5');
    await user.click(dialog.getByRole('button', { name: 'Add dish' }));
    // The first field still wrong takes the focus: rupees are whole.
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(
      `Whole rupees, as shoppers see it. ${MENU_MESSAGES.priceInvalid}`,
    );
    expect(api.requestsTo('/api/kitchen/dishes/add')).toHaveLength(0);
  });

  it('uploads a picture at once, shows it, and adds the dish to the list', async () => {
    api.on('POST /api/kitchen/pictures', {
      status: 201,
      body: { success: true, message: MENU_MESSAGES.pictureSaved, image: 'ab12cd34.webp' },
    });
    const added: FoodItem = {
      _id: 'food-9',
      name: 'Masala Dosa',
      description: 'Crisp and golden.',
      price: 14,
      image: 'ab12cd34.webp',
      category: 'Pure Veg',
      available: true,
      labels: [],
    };
    api.on('POST /api/kitchen/dishes/add', {
      status: 201,
      body: { success: true, message: MENU_MESSAGES.added, dish: added },
    });
    const { user } = renderConsole('menu');
    await screen.findByRole('article', { name: 'Greek Salad' });
    const open = screen.getByRole('button', { name: 'Add dish' });
    await user.click(open);
    const dialog = within(screen.getByRole('dialog', { name: 'Add dish' }));
    const category = dialog.getByRole('combobox', { name: 'Category' });
    const options = document
      .getElementById(category.getAttribute('list')!)!
      .querySelectorAll('option');
    expect([...options].map((option) => option.value)).toEqual(['Salad', 'Pasta']);

    const input = dialog.getByLabelText('Picture') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    // Refused here first: too large, or not a picture type (nothing is sent).
    chooseAnyFile(input, picture('big.jpg', 'image/jpeg', PICTURE_MAX_BYTES + 1));
    expect(await dialog.findByText(MENU_MESSAGES.pictureTooLarge)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    chooseAnyFile(input, picture('notes.txt', 'text/plain'));
    expect(await dialog.findByText(MENU_MESSAGES.pictureType)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/pictures')).toHaveLength(0);

    await user.upload(input, picture('dosa.png', 'image/png'));
    expect(await dialog.findByText(MENU_MESSAGES.pictureSaved)).toBeInTheDocument();
    expect(dialog.queryByText(MENU_MESSAGES.pictureType)).toBeNull();
    const upload = api.requestsTo('/api/kitchen/pictures')[0]!;
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.headers.token).toBe('token-1');
    expect(String(upload.body)).toContain('name="picture"; filename="dosa.png"');
    expect(dialog.getByRole('img', { name: 'The picture of the dish' })).toHaveAttribute(
      'src',
      `${api.url}/uploads/ab12cd34.webp`,
    );

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' Masala Dosa ');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Crisp and golden.');
    await user.type(dialog.getByRole('textbox', { name: 'Price (₹)' }), '140');
    await user.type(category, 'Pure Veg');
    const labels = within(dialog.getByRole('group', { name: 'Dietary labels' }));
    // A vegan dish is vegetarian: ticking Vegan ticks Vegetarian too.
    await user.click(labels.getByRole('checkbox', { name: 'Vegan' }));
    expect(labels.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Add dish' }));

    expect(await screen.findByText(MENU_MESSAGES.added)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/dishes/add')[0]?.body).toEqual({
      name: 'Masala Dosa',
      description: 'Crisp and golden.',
      price: 140,
      category: 'Pure Veg',
      image: 'ab12cd34.webp',
      labels: ['vegetarian', 'vegan'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const veg = within(screen.getByRole('region', { name: 'Pure Veg (1)' }));
    expect(veg.getByText('₹140')).toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("shows the server's refusal of a picture, and of a name, at its field", async () => {
    api.on('POST /api/kitchen/pictures', {
      status: 400,
      body: { success: false, message: MENU_MESSAGES.pictureUnreadable },
    });
    api.on('POST /api/kitchen/dishes/edit', {
      status: 409,
      body: { success: false, message: MENU_MESSAGES.nameTaken, field: 'name' },
    });
    const { user } = renderConsole('menu');
    await user.click(
      within(await screen.findByRole('article', { name: 'Tomato Pasta' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Tomato Pasta' }));
    // The price as shoppers see it: 12.5 is ₹125.
    expect(dialog.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('125');
    expect(dialog.getByRole('img', { name: 'The picture of Tomato Pasta' })).toHaveAttribute(
      'src',
      `${api.url}/uploads/food_2.webp`,
    );
    const input = dialog.getByLabelText('Picture');
    await user.upload(input, picture('fake.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        `JPEG, PNG or WebP, up to 5 MB. It is uploaded at once. ${MENU_MESSAGES.pictureUnreadable}`,
      ),
    );
    // The dish keeps the picture it had.
    expect(dialog.getByRole('img', { name: 'The picture of Tomato Pasta' })).toBeInTheDocument();

    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Greek Salad');
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(MENU_MESSAGES.nameTaken));
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.requestsTo('/api/kitchen/dishes/edit')[0]?.body).toEqual({
      _id: 'food-2',
      name: 'Greek Salad',
      description: 'Slow tomato sauce.',
      price: 125,
      category: 'Pasta',
      image: 'food_2.webp',
      labels: [],
    });
  });

  it('sets dietary labels with checkboxes, from the keyboard; the saved labels show on the dish', async () => {
    api.on('POST /api/kitchen/dishes/edit', ({ body }) => ({
      body: {
        success: true,
        message: MENU_MESSAGES.saved,
        dish: { ...SALAD, labels: (body as { labels: string[] }).labels },
      },
    }));
    const { user } = renderConsole('menu');
    await user.click(
      within(await screen.findByRole('article', { name: 'Greek Salad' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Greek Salad' }));
    const group = dialog.getByRole('group', { name: 'Dietary labels' });
    expect(group).toHaveAccessibleDescription(
      'Shown on the dish’s card and used by the shop’s diet filters. A vegan dish is vegetarian too; a dish with egg is neither (egg is non-vegetarian).',
    );
    const labels = within(group);
    expect(labels.getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(
      ['Vegetarian', 'Vegan', 'Contains egg', 'Gluten-free', 'Contains nuts', 'Spicy'],
    );
    expect(
      labels
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Vegetarian', 'Gluten-free']);

    // From the keyboard: Tab reaches each box, Space ticks it.
    labels.getByRole('checkbox', { name: 'Vegetarian' }).focus();
    await user.tab();
    expect(labels.getByRole('checkbox', { name: 'Vegan' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(labels.getByRole('checkbox', { name: 'Contains egg' })).toBeChecked();
    // Vegan with egg: refused here with the server's words, at the labels.
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        expect.stringContaining(MENU_MESSAGES.veganWithEgg),
      ),
    );
    await waitFor(() => expect(group).toHaveFocus());
    expect(api.requestsTo('/api/kitchen/dishes/edit')).toHaveLength(0);

    await user.click(labels.getByRole('checkbox', { name: 'Contains egg' }));
    await user.click(labels.getByRole('checkbox', { name: 'Spicy' }));
    await user.click(dialog.getByRole('button', { name: 'Save dish' }));
    expect(await screen.findByText(MENU_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/dishes/edit')[0]?.body).toMatchObject({
      _id: 'food-1',
      labels: ['vegetarian', 'vegan', 'gluten-free', 'spicy'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      dishCard('Greek Salad').getByText('Vegetarian · Vegan · Gluten-free · Spicy'),
    ).toBeInTheDocument();
  });

  it('removes a dish once confirmed in a dialog, which gives the focus back when kept', async () => {
    api.on('POST /api/kitchen/dishes/remove', {
      body: { success: true, message: MENU_MESSAGES.removed },
    });
    const { user } = renderConsole('menu');
    const remove = within(await screen.findByRole('article', { name: 'Greek Salad' })).getByRole(
      'button',
      { name: 'Remove' },
    );
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove Greek Salad?' });
    expect(within(dialog).getByRole('button', { name: 'Keep dish' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep dish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.requestsTo('/api/kitchen/dishes/remove')).toHaveLength(0);

    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove dish' }),
    );
    expect(await screen.findByText(MENU_MESSAGES.removed)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/dishes/remove')[0]?.body).toEqual({ _id: 'food-1' });
    expect(screen.queryByRole('article', { name: 'Greek Salad' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Salad/ })).toBeNull();
  });
});

describe('the Promo codes view', () => {
  beforeEach(() => {
    api.on('GET /api/kitchen/promos', { body: { success: true, data: [WELCOME] } });
  });

  it('lists each code with what it takes off, its minimum, dates, uses and holds apart, and whether it is active', async () => {
    renderConsole('promos');
    const card = within(await screen.findByRole('article', { name: 'WELCOME10' }));
    expect(card.getByText('10% off')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    const facts = Object.fromEntries(
      card.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Minimum subtotal': '₹500',
      Dates: '1 Dec 2026 to 31 Dec 2026',
      Uses: '3 used · 1 held · 100 in all',
      'Per account': 'Once',
    });
  });

  it('checks a new code with the server’s words, creates it, and lists it first', async () => {
    const created: PromoCode = {
      code: 'FLAT50',
      kind: 'fixed',
      value: 50,
      minSubtotal: 0,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      oncePerAccount: false,
      active: true,
      uses: 0,
      held: 0,
    };
    api.on('POST /api/kitchen/promos/add', {
      status: 201,
      body: { success: true, message: PROMO_MESSAGES.created, promo: created },
    });
    const { user } = renderConsole('promos');
    await screen.findByRole('article', { name: 'WELCOME10' });
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New promo code' }));
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await user.type(code, 'no');
    await user.type(dialog.getByRole('textbox', { name: 'Percent off (%)' }), '150');
    await user.type(dialog.getByLabelText('Starts on (optional)'), '2026-12-10');
    await user.type(dialog.getByLabelText('Ends on (optional)'), '2026-12-01');
    await user.type(dialog.getByRole('textbox', { name: 'Total uses (optional)' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      `3 to 20 letters or digits, e.g. WELCOME10. ${PROMO_MESSAGES.badCode}`,
    );
    expect(dialog.getByRole('textbox', { name: 'Percent off (%)' })).toHaveAccessibleDescription(
      PROMO_MESSAGES.badPercent,
    );
    expect(dialog.getByLabelText('Ends on (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(PROMO_MESSAGES.badDates),
    );
    expect(
      dialog.getByRole('textbox', { name: 'Total uses (optional)' }),
    ).toHaveAccessibleDescription(expect.stringContaining(PROMO_MESSAGES.badUses));
    expect(api.requestsTo('/api/kitchen/promos/add')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'flat50');
    await user.click(dialog.getByRole('radio', { name: 'Fixed ₹ off' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount off (₹)' });
    await user.clear(amount);
    await user.type(amount, '50');
    await user.clear(dialog.getByLabelText('Starts on (optional)'));
    await user.clear(dialog.getByLabelText('Ends on (optional)'));
    await user.clear(dialog.getByRole('textbox', { name: 'Total uses (optional)' }));
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText(PROMO_MESSAGES.created)).toBeInTheDocument();
    const { active: _active, uses: _uses, held: _held, ...sent } = created;
    expect(api.requestsTo('/api/kitchen/promos/add')[0]?.body).toEqual(sent);
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['console-promo-FLAT50', 'console-promo-WELCOME10']);
    const flat = within(screen.getByRole('article', { name: 'FLAT50' }));
    expect(flat.getByText('₹50 off')).toBeInTheDocument();
    expect(flat.getByText('0 used · 0 held · no limit')).toBeInTheDocument();
  });

  /** The new code's dialog with its code and percent typed in, the server refusing it so. */
  async function refusedPromo(status: number, message: string, field: string, typed: string[]) {
    api.on('POST /api/kitchen/promos/add', { status, body: { success: false, message, field } });
    const { user } = renderConsole('promos');
    await screen.findByRole('article', { name: 'WELCOME10' });
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Code' }), typed[0]!);
    await user.type(dialog.getByRole('textbox', { name: 'Percent off (%)' }), typed[1]!);
    return { user, dialog };
  }

  it("shows the server's refusal of a code at its field", async () => {
    const { user, dialog } = await refusedPromo(409, PROMO_MESSAGES.codeTaken, 'code', [
      'WELCOME10',
      '10',
    ]);
    await user.click(dialog.getByRole('checkbox', { name: 'Once per account' }));
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
        expect.stringContaining(PROMO_MESSAGES.codeTaken),
      ),
    );
    expect(api.requestsTo('/api/kitchen/promos/add')[0]?.body).toMatchObject({
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      oncePerAccount: true,
    });
  });

  it("shows the server's refusal of a start date at that field, and forgets it on a new date", async () => {
    const { user, dialog } = await refusedPromo(400, PROMO_MESSAGES.badDate, 'startsOn', [
      'SPRING5',
      '5',
    ]);
    const starts = dialog.getByLabelText('Starts on (optional)');
    await user.type(starts, '2027-03-01');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    await waitFor(() => expect(starts).toHaveFocus());
    expect(starts).toHaveAccessibleDescription(PROMO_MESSAGES.badDate);
    expect(starts).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('alert')).toHaveTextContent('');
    expect(api.requestsTo('/api/kitchen/promos/add')[0]?.body).toMatchObject({
      code: 'SPRING5',
      startsOn: '2027-03-01',
    });

    await user.clear(starts);
    await user.type(starts, '2027-03-02');
    expect(starts).not.toHaveAccessibleDescription(PROMO_MESSAGES.badDate);
    expect(starts).not.toHaveAttribute('aria-invalid');
  });

  it('says when the codes could not be loaded, and asks again on Try again', async () => {
    api.on('GET /api/kitchen/promos', { status: 500, body: { success: false, message: 'Down.' } });
    const { user } = renderConsole('promos');
    expect(
      await screen.findByRole('heading', { name: 'We could not load the promo codes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Promo codes' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    api.on('GET /api/kitchen/promos', { body: { success: true, data: [WELCOME] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'WELCOME10' })).toBeInTheDocument();
  });

  it('deactivates a code once confirmed', async () => {
    api.on('POST /api/kitchen/promos/deactivate', {
      body: {
        success: true,
        message: PROMO_MESSAGES.deactivated,
        promo: { ...WELCOME, active: false },
      },
    });
    const { user } = renderConsole('promos');
    await user.click(
      within(await screen.findByRole('article', { name: 'WELCOME10' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deactivate WELCOME10?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText(PROMO_MESSAGES.deactivated)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/promos/deactivate')[0]?.body).toEqual({
      code: 'WELCOME10',
    });
    const card = within(screen.getByRole('article', { name: 'WELCOME10' }));
    expect(card.getByText('Inactive')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});

describe('the Settings view', () => {
  const SETTINGS = {
    hours: DEFAULT_OPENING_HOURS,
    timeZone: 'Asia/Kolkata',
    minimumOrder: 0,
    // Pickup, times and pay on delivery: AreasView.test.tsx checks their fields.
    pickupAddress: 'Tomato, 12 MG Road, Bengaluru 560001',
    preparationMinutes: 20,
    deliveryMinutes: 25,
    slotLimit: null,
    payOnDeliveryMax: null,
  };

  beforeEach(() => {
    api.on('GET /api/shop', { body: { success: true, settings: SETTINGS, open: true } });
  });

  it("starts from the shop's settings, checks them, and saves them together", async () => {
    api.on('POST /api/kitchen/settings', (request) => ({
      body: { success: true, message: SETTINGS_MESSAGES.saved, settings: request.body },
    }));
    const { user } = renderConsole('settings');
    const mondayOpens = await screen.findByLabelText('Opens on Monday');
    expect(mondayOpens).toHaveValue('09:00');
    expect(screen.getByLabelText('Closes on Sunday')).toHaveValue('18:00');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    const minimum = screen.getByRole('textbox', { name: 'Minimum order (₹)' });
    expect(minimum).toHaveValue('0');

    const mondayCloses = screen.getByLabelText('Closes on Monday');
    fireEvent.change(mondayCloses, { target: { value: '08:00' } });
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.clear(minimum);
    await user.type(minimum, '-5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(mondayCloses).toHaveFocus());
    expect(mondayCloses).toHaveAccessibleDescription(SETTINGS_MESSAGES.closeBeforeOpen);
    expect(zone).toHaveAccessibleDescription(SETTINGS_MESSAGES.badTimeZone);
    expect(minimum).toHaveAccessibleDescription(
      expect.stringContaining(SETTINGS_MESSAGES.badMinimum),
    );
    expect(api.requestsTo('/api/kitchen/settings')).toHaveLength(0);

    fireEvent.change(mondayCloses, { target: { value: '22:30' } });
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Sunday' }));
    expect(screen.queryByLabelText('Opens on Sunday')).toBeNull();
    await user.clear(zone);
    await user.type(zone, 'Asia/Dubai');
    await user.clear(minimum);
    await user.type(minimum, '300');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/settings')[0]?.body).toEqual({
      hours: [
        null,
        { open: '09:00', close: '22:30' },
        ...Array.from({ length: 5 }, () => ({ open: '09:00', close: '21:00' })),
      ],
      timeZone: 'Asia/Dubai',
      minimumOrder: 300,
      pickupAddress: 'Tomato, 12 MG Road, Bengaluru 560001',
      preparationMinutes: 20,
      deliveryMinutes: 25,
      slotLimit: null,
      payOnDeliveryMax: null,
    });
  });

  it("shows the server's refusal of a day's time at that day's field", async () => {
    api.on('POST /api/kitchen/settings', {
      status: 400,
      body: { success: false, message: SETTINGS_MESSAGES.badTime, field: 'hours.1.close' },
    });
    const { user } = renderConsole('settings');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const mondayClose = screen.getByLabelText('Closes on Monday');
    await waitFor(() =>
      expect(mondayClose).toHaveAccessibleDescription(
        expect.stringContaining(SETTINGS_MESSAGES.badTime),
      ),
    );
    expect(mondayClose).toHaveAttribute('aria-invalid', 'true');
    expect(mondayClose).toHaveFocus();
  });

  it("shows the server's refusal that names no field under the form", async () => {
    api.on('POST /api/kitchen/settings', {
      status: 400,
      body: { success: false, message: SETTINGS_MESSAGES.badTimeZone },
    });
    const { user } = renderConsole('settings');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    // The alert is on the page, empty, from the start: its words arrive with the answer.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.badTimeZone),
    );
  });
});
