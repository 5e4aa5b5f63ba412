/**
 * The closed shop's slim notice under the header on every shop page (ShopClosedBar.tsx): drawn in
 * the layout, only once the shop's answer says it is closed; the sentence is the contract's.
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { FULFILMENT_MESSAGES } from '../../contract/fulfilment';
import { DEFAULT_OPENING_HOURS } from '../../contract/shop-rules';
import { Layout } from '../app/Layout';
import { fakeApiForThisFile } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import { closedBarText } from './ShopClosedBar';

const api = fakeApiForThisFile();

function shop(changes: Record<string, unknown>) {
  return {
    body: {
      success: true,
      settings: { hours: DEFAULT_OPENING_HOURS, timeZone: 'Asia/Kolkata', minimumOrder: 0 },
      orderAhead: true,
      ...changes,
    },
  };
}

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
});

/** A shop page and the kitchen's board inside the app's layout. */
const renderAt = (route: string) =>
  renderPage(
    <Routes>
      <Route element={<Layout />}>
        <Route path="/Menu" element={<h1>Menu</h1>} />
        <Route path="/kitchen" element={<h1>Kitchen</h1>} />
      </Route>
    </Routes>,
    { route },
  );

test("the sentence is the contract's closedNotice, built from the shop's closed sentence", () => {
  expect(closedBarText('We are closed now. We open at 9 AM.', true)).toBe(
    FULFILMENT_MESSAGES.closedNotice('9 AM'),
  );
  expect(closedBarText('We are closed now. We open on Sunday at 10 AM.', true)).toBe(
    'Closed now · opens on Sunday at 10 AM · order ahead',
  );
  expect(closedBarText('We are closed now. We open at 9 AM.', false)).toBe(
    'Closed now · opens 9 AM',
  );
  expect(closedBarText('We are closed now. Please check back soon.', true)).toBe(
    'We are closed now. Please check back soon.',
  );
});

test('a closed shop says so under the header once its answer has come, not before', async () => {
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  api.on('GET /api/shop', async () => {
    await held;
    return shop({ open: false, closedMessage: 'We are closed now. We open at 9 AM.' });
  });
  renderAt('/Menu');
  await screen.findByRole('heading', { name: 'Menu' });
  await waitFor(() => expect(api.requestsTo('/api/shop')).toHaveLength(1));
  expect(screen.queryByText(/Closed now/)).not.toBeInTheDocument();
  answer();
  const notice = await screen.findByText('Closed now · opens 9 AM · order ahead');
  expect(notice.closest('main')).not.toBeNull();
});

test('an open shop shows no notice, before or after its answer', async () => {
  api.on('GET /api/shop', shop({ open: true }));
  renderAt('/Menu');
  await waitFor(() => expect(api.requestsTo('/api/shop')).toHaveLength(1));
  await screen.findByRole('heading', { name: 'Menu' });
  expect(screen.queryByText(/Closed now/)).not.toBeInTheDocument();
});

test("the kitchen's board, with its own header, has no shop notice", async () => {
  api.on(
    'GET /api/shop',
    shop({ open: false, closedMessage: 'We are closed now. We open at 9 AM.' }),
  );
  renderAt('/kitchen');
  await screen.findByRole('heading', { name: 'Kitchen' });
  expect(api.requestsTo('/api/shop')).toHaveLength(0);
  expect(screen.queryByText(/Closed now/)).not.toBeInTheDocument();
});
