/**
 * The console's delivery areas and its fulfilment settings (docs/product.md#delivery-areas,
 * #quoted-times, #pay-on-delivery), against a fake API at the network, with axe on each.
 */
import { screen, waitFor, within } from '@testing-library/react';
import {
  AREA_MESSAGES,
  DEFAULT_PICKUP_ADDRESS,
  type DeliveryArea,
} from '../../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import { SETTINGS_MESSAGES } from '../../../contract/shop-messages';
import { axeViolations } from '../../test/axe';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { kitchenBoardOn } from '../../test/kitchenBoard';
import { renderPage, signedIn } from '../../test/renderPage';
import { KitchenPage } from './KitchenPage';

const INDIRANAGAR: DeliveryArea = {
  id: 'area-1',
  name: 'Indiranagar',
  pins: ['560038', '560008'],
  fee: 40,
  minimum: 300,
};

const api = fakeApiForThisFile();
kitchenBoardOn(api);

const renderConsole = (view: string) =>
  renderPage(<KitchenPage />, {
    route: `/kitchen?view=${view}`,
    preloadedState: { session: signedIn() },
  });

/** The areas the fake server holds: listed, saved and removed as the real one does. */
function areasServer(initial: DeliveryArea[]) {
  let areas = [...initial];
  api.on('GET /api/shop/areas', () => ({ body: { success: true, areas } }));
  api.on('POST /api/shop/area/save', (request) => {
    const body = request.body as {
      id?: string;
      name: string;
      pins: string;
      fee: number;
      minimum: number;
    };
    const area: DeliveryArea = {
      id: body.id ?? `area-${areas.length + 1}`,
      name: body.name,
      pins: body.pins.split(/[\s,;]+/).filter(Boolean),
      fee: body.fee,
      minimum: body.minimum,
    };
    areas = body.id ? areas.map((one) => (one.id === body.id ? area : one)) : [...areas, area];
    return { body: { success: true, message: AREA_MESSAGES.saved, area } };
  });
  api.on('POST /api/shop/area/remove', (request) => {
    const { id } = request.body as { id: string };
    areas = areas.filter((area) => area.id !== id);
    return { body: { success: true, message: AREA_MESSAGES.removed } };
  });
}

const areaCard = (name: string) => within(screen.getByRole('article', { name }));

describe('the Delivery areas view', () => {
  it('is in the console nav, and says the shop delivers everywhere for ₹50 until an area exists', async () => {
    areasServer([]);
    renderConsole('areas');
    const nav = within(await screen.findByRole('navigation', { name: 'Kitchen' }));
    expect(nav.getByRole('link', { name: 'Delivery areas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByText(
        /No delivery areas yet: the shop delivers to every PIN code for ₹50\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists each area with its PIN codes, fee and minimum', async () => {
    areasServer([INDIRANAGAR]);
    renderConsole('areas');
    const card = within(await screen.findByRole('article', { name: 'Indiranagar' }));
    expect(card.getByText('560038, 560008')).toBeInTheDocument();
    expect(card.getByText('2 PIN codes')).toBeInTheDocument();
    expect(card.getByText('₹40')).toBeInTheDocument();
    expect(card.getByText('₹300')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Indiranagar');
    expect(screen.getByText(/Only the PIN codes of these areas are delivered to/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds an area from pasted PIN codes, naming the words that are not PIN codes before sending', async () => {
    areasServer([]);
    const { user } = renderConsole('areas');
    await screen.findByText(/No delivery areas yet/);
    await user.click(screen.getByRole('button', { name: 'New area' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New delivery area' }));
    const pins = dialog.getByRole('textbox', { name: 'PIN codes' });
    const fee = dialog.getByRole('textbox', { name: 'Delivery fee (₹)' });

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Koramangala');
    await user.click(pins);
    await user.paste('560034, 560095\n5600 abc 560047');
    // Named as typed: the last word may still be growing, so it waits for a separator.
    expect(pins).toHaveAccessibleDescription(
      expect.stringContaining('3 PIN codes · not PIN codes: 5600, abc'),
    );
    await user.type(fee, '30');
    expect(await axeViolations()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Add area' }));

    await waitFor(() => expect(pins).toHaveFocus());
    expect(pins).toHaveAccessibleDescription(
      expect.stringContaining(AREA_MESSAGES.badPins(['5600', 'abc'])),
    );
    expect(pins).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('/api/shop/area/save')).toHaveLength(0);

    await user.clear(pins);
    await user.paste('560034, 560095\n560047');
    await user.click(dialog.getByRole('button', { name: 'Add area' }));

    expect(await screen.findByText(AREA_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsTo('/api/shop/area/save')[0]?.body).toEqual({
      name: 'Koramangala',
      pins: '560034, 560095\n560047',
      fee: 30,
      minimum: 0,
    });
    expect(api.requestsTo('/api/shop/area/save')[0]?.headers.token).toBe('token-1');
    expect(areaCard('Koramangala').getByText('560034, 560095, 560047')).toBeInTheDocument();
    expect(screen.getByText(/Only the PIN codes of these areas/)).toBeVisible();
  });

  it('checks the name, fee and minimum with the server’s words, and shows its refusal at the name', async () => {
    areasServer([INDIRANAGAR]);
    const { user } = renderConsole('areas');
    await screen.findByRole('article', { name: 'Indiranagar' });
    await user.click(screen.getByRole('button', { name: 'New area' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New delivery area' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const minimum = dialog.getByRole('textbox', { name: 'Minimum order (₹)' });
    await user.clear(minimum);
    await user.type(minimum, '12.5');
    await user.click(dialog.getByRole('button', { name: 'Add area' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(expect.stringContaining(AREA_MESSAGES.nameRequired));
    expect(dialog.getByRole('textbox', { name: 'PIN codes' })).toHaveAccessibleDescription(
      expect.stringContaining(AREA_MESSAGES.pinsRequired),
    );
    expect(dialog.getByRole('textbox', { name: 'Delivery fee (₹)' })).toHaveAccessibleDescription(
      expect.stringContaining(AREA_MESSAGES.badFee),
    );
    expect(minimum).toHaveAccessibleDescription(expect.stringContaining(AREA_MESSAGES.badMinimum));

    api.on('POST /api/shop/area/save', {
      status: 409,
      body: { success: false, message: AREA_MESSAGES.nameTaken, field: 'name' },
    });
    await user.type(name, 'Indiranagar');
    await user.type(dialog.getByRole('textbox', { name: 'PIN codes' }), '560038');
    await user.type(dialog.getByRole('textbox', { name: 'Delivery fee (₹)' }), '40');
    await user.clear(minimum);
    await user.type(minimum, '0');
    await user.click(dialog.getByRole('button', { name: 'Add area' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining(AREA_MESSAGES.nameTaken)),
    );
    expect(name).toHaveFocus();
  });

  it('edits an area: the form starts from it and sends its id', async () => {
    areasServer([INDIRANAGAR]);
    const { user } = renderConsole('areas');
    await user.click(
      within(await screen.findByRole('article', { name: 'Indiranagar' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Indiranagar' }));
    const pins = dialog.getByRole('textbox', { name: 'PIN codes' });
    expect(pins).toHaveValue('560038, 560008');
    const fee = dialog.getByRole('textbox', { name: 'Delivery fee (₹)' });
    expect(fee).toHaveValue('40');
    await user.type(pins, ', 560075');
    await user.clear(fee);
    await user.type(fee, '45');
    await user.click(dialog.getByRole('button', { name: 'Save area' }));
    expect(await screen.findByText(AREA_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/shop/area/save')[0]?.body).toEqual({
      id: 'area-1',
      name: 'Indiranagar',
      pins: '560038, 560008, 560075',
      fee: 45,
      minimum: 300,
    });
    expect(areaCard('Indiranagar').getByText('₹45')).toBeInTheDocument();
    expect(areaCard('Indiranagar').getByText('3 PIN codes')).toBeInTheDocument();
  });

  it('removes an area once confirmed; the last one gone, the shop delivers everywhere again', async () => {
    areasServer([INDIRANAGAR]);
    const { user } = renderConsole('areas');
    const remove = within(await screen.findByRole('article', { name: 'Indiranagar' })).getByRole(
      'button',
      { name: 'Remove' },
    );
    await user.click(remove);
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Indiranagar?' }));
    expect(dialog.getByText(/delivers to every PIN code for ₹50/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.requestsTo('/api/shop/area/remove')).toHaveLength(0);

    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Indiranagar?' })).getByRole('button', {
        name: 'Remove area',
      }),
    );
    expect(await screen.findByText(AREA_MESSAGES.removed)).toBeInTheDocument();
    expect(api.requestsTo('/api/shop/area/remove')[0]?.body).toEqual({ id: 'area-1' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Indiranagar' })).toBeNull());
    expect(screen.getByText(/No delivery areas yet/)).toBeVisible();
  });
});

describe('the Settings view: pickup, times and pay on delivery', () => {
  const SETTINGS = {
    hours: DEFAULT_OPENING_HOURS,
    timeZone: 'Asia/Kolkata',
    minimumOrder: 0,
    pickupAddress: DEFAULT_PICKUP_ADDRESS,
    preparationMinutes: 20,
    deliveryMinutes: 25,
    slotLimit: null,
    payOnDeliveryMax: null,
  };

  beforeEach(() => {
    api.on('GET /api/shop', { body: { success: true, settings: SETTINGS, open: true } });
    api.on('POST /api/kitchen/settings', (request) => ({
      body: { success: true, message: SETTINGS_MESSAGES.saved, settings: request.body },
    }));
  });

  it('starts from the shop’s settings, offers ₹2,000 when pay on delivery is turned on, checks with the server’s words and saves', async () => {
    const { user } = renderConsole('settings');
    const address = await screen.findByRole('textbox', { name: 'Pickup address' });
    expect(address).toHaveValue(DEFAULT_PICKUP_ADDRESS);
    const preparation = screen.getByRole('textbox', { name: 'Preparation time (minutes)' });
    const delivery = screen.getByRole('textbox', { name: 'Delivery time (minutes)' });
    const slot = screen.getByRole('textbox', { name: 'Orders per 15-minute slot' });
    expect(preparation).toHaveValue('20');
    expect(delivery).toHaveValue('25');
    expect(slot).toHaveValue('');
    const payOnDelivery = screen.getByRole('checkbox', {
      name: 'Accept pay on delivery (cash or UPI at the door)',
    });
    expect(payOnDelivery).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Pay on delivery up to (₹)' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(payOnDelivery);
    const limit = screen.getByRole('textbox', { name: 'Pay on delivery up to (₹)' });
    expect(limit).toHaveValue('2000');

    await user.clear(address);
    await user.clear(preparation);
    await user.type(preparation, '200');
    await user.type(slot, '0');
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining(AREA_MESSAGES.pickupAddressRequired),
    );
    expect(preparation).toHaveAccessibleDescription(
      expect.stringContaining(AREA_MESSAGES.badMinutes('preparation')),
    );
    expect(slot).toHaveAccessibleDescription(expect.stringContaining(AREA_MESSAGES.badSlotLimit));
    expect(limit).toHaveAccessibleDescription(
      expect.stringContaining(AREA_MESSAGES.badPayOnDelivery),
    );
    expect(api.requestsTo('/api/kitchen/settings')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.type(address, 'Tomato, 4 Church Street, Bengaluru 560001');
    await user.clear(preparation);
    await user.type(preparation, '15');
    await user.clear(slot);
    await user.type(slot, '6');
    await user.type(limit, '1500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/settings')[0]?.body).toEqual({
      hours: DEFAULT_OPENING_HOURS,
      timeZone: 'Asia/Kolkata',
      minimumOrder: 0,
      pickupAddress: 'Tomato, 4 Church Street, Bengaluru 560001',
      preparationMinutes: 15,
      deliveryMinutes: 25,
      slotLimit: 6,
      payOnDeliveryMax: 1500,
    });
  });

  it('sends no limit for an empty slot field and null when pay on delivery is turned off', async () => {
    api.on('GET /api/shop', {
      body: {
        success: true,
        settings: { ...SETTINGS, slotLimit: 4, payOnDeliveryMax: 3000 },
        open: true,
      },
    });
    const { user } = renderConsole('settings');
    const slot = await screen.findByRole('textbox', { name: 'Orders per 15-minute slot' });
    expect(slot).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Pay on delivery up to (₹)' })).toHaveValue('3000');
    await user.clear(slot);
    await user.click(
      screen.getByRole('checkbox', { name: 'Accept pay on delivery (cash or UPI at the door)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/kitchen/settings')[0]?.body).toMatchObject({
      slotLimit: null,
      payOnDeliveryMax: null,
    });
  });

  it('shows the server’s refusal of a new field at that field', async () => {
    api.on('POST /api/kitchen/settings', {
      status: 400,
      body: {
        success: false,
        message: AREA_MESSAGES.badMinutes('delivery'),
        field: 'deliveryMinutes',
      },
    });
    const { user } = renderConsole('settings');
    const delivery = await screen.findByRole('textbox', { name: 'Delivery time (minutes)' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(delivery).toHaveAccessibleDescription(
        expect.stringContaining(AREA_MESSAGES.badMinutes('delivery')),
      ),
    );
    expect(delivery).toHaveFocus();
  });
});
