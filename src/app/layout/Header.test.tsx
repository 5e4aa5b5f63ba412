import { screen, waitFor, within } from '@testing-library/react';
import { AuthDialogs } from '../../features/session/AuthDialogs';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { Header } from './Header';

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
});

function renderHeader(options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(
    <>
      <Header />
      <AuthDialogs />
    </>,
    options,
  );
}

test('logged out: Sign In, the page links, search and an empty bag; no Orders or Profile', () => {
  renderHeader({ route: '/Menu' });
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Profile' })).not.toBeInTheDocument();

  const nav = screen.getByRole('navigation', { name: 'Main' });
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual(['Home', 'Menu', 'About Us', 'Contact Us']);
  expect(within(nav).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  expect(screen.getByRole('link', { name: 'Tomato home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/SearchFood');
  expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/Cart');
  expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
});

test('the bag shows how many dishes the cart holds, and says so', () => {
  renderHeader({
    preloadedState: { cart: { items: { d1: 2, d2: 1 } } },
  });
  expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/Cart');
  expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
});

test('one dish is one item', () => {
  renderHeader({
    preloadedState: { cart: { items: { d1: 1 } } },
  });
  expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
});

test('Sign In opens the login dialog', async () => {
  const { user, store } = renderHeader();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();
  expect(store.getState().ui.openDialog).toBe('login');
});

test('logged in: Orders link and a Profile menu with Orders, Account and Logout', async () => {
  const { user, location } = renderHeader({ preloadedState: { session: signedIn() } });
  expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/MyOrders');

  const profile = await screen.findByRole('button', { name: 'Profile' });
  expect(profile).toHaveAttribute('aria-haspopup', 'menu');
  expect(profile).toHaveAttribute('aria-expanded', 'false');
  await user.click(profile);
  expect(profile).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu', { name: 'Profile' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['Orders', 'Account', 'Logout']);
  expect(items[0]).toHaveFocus();

  await user.click(within(menu).getByRole('menuitem', { name: 'Orders' }));
  expect(location().pathname).toBe('/MyOrders');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('the Profile menu works from the keyboard', async () => {
  const { user } = renderHeader({ preloadedState: { session: signedIn() } });
  const profile = await screen.findByRole('button', { name: 'Profile' });
  profile.focus();

  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(profile).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Orders' })).toHaveFocus();
  await user.keyboard('{Escape}');
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
});

test('Logout signs out, goes home and says so, and ends the token on the server', async () => {
  api.on('POST /api/user/logout', { body: { success: true, message: 'Logged out successfully!' } });
  const { user, store, location } = renderHeader({
    route: '/Cart',
    preloadedState: { session: signedIn('user-1', 'token-to-end') },
  });
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
  await waitFor(() => expect(api.requestsTo('/api/user/logout')).toHaveLength(1));
  expect(api.requestsTo('/api/user/logout')[0]!.headers.token).toBe('token-to-end');
  expect(store.getState().session.token).toBeNull();
  expect(location().pathname).toBe('/');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
});

test('the mobile menu carries the same links and closes with Escape or Close menu', async () => {
  const { user } = renderHeader({ preloadedState: { session: signedIn() } });
  const open = screen.getByRole('button', { name: 'Open menu' });
  await user.click(open);

  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  const names = within(drawer)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual(['Home', 'Menu', 'About Us', 'Contact Us', 'Orders', 'Account']);
  expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveFocus();

  // Focus stays inside: Shift+Tab from the first control (Close menu) wraps to the last.
  await user.tab({ shift: true });
  expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(drawer).getByRole('button', { name: 'Logout' })).toHaveFocus();
  await user.tab();
  expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(open).toHaveFocus();

  await user.click(open);
  await user.click(await screen.findByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
});

test('Sign In in the mobile menu swaps the drawer for the login dialog', async () => {
  const { user } = renderHeader();
  const open = screen.getByRole('button', { name: 'Open menu' });
  await user.click(open);
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await user.click(within(drawer).getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(open).toHaveFocus());
});

test('Logout logs out here at once even when the server cannot be reached', async () => {
  api.on('POST /api/user/logout', 'drop');
  const { user, store, location } = renderHeader({
    route: '/Cart',
    preloadedState: { session: signedIn() },
  });
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  expect(location().pathname).toBe('/');
  await waitFor(() => expect(api.requestsTo('/api/user/logout')).toHaveLength(1));
  // The failed call is not reported as an error.
  expect(screen.queryByText(/went wrong/)).not.toBeInTheDocument();
});

test('Account in the profile menu opens the account page', async () => {
  const { user, location } = renderHeader({ preloadedState: { session: signedIn() } });
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  await user.click(screen.getByRole('menuitem', { name: 'Account' }));
  expect(location().pathname).toBe('/Account');
});
