import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage, signedIn } from '../../test/renderPage';
import { AccountPage } from './AccountPage';

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
});

const renderAccount = () =>
  renderPage(<AccountPage />, {
    route: '/Account',
    preloadedState: { session: signedIn('user-1', 'old-token') },
  });

async function fillPasswords(
  user: ReturnType<typeof renderAccount>['user'],
  current: string,
  next: string,
  confirmation = next,
) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('signed out, it offers to sign in', async () => {
  const { user, store } = renderPage(<AccountPage />, { route: '/Account' });
  expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(store.getState().ui.openDialog).toBe('login');
});

test('shows who is signed in', () => {
  renderAccount();
  expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  expect(screen.getByText('Asha')).toBeInTheDocument();
});

test.each([
  ['', 'new secret 42', 'new secret 42', 'Please fill all the fields'],
  ['old secret', 'short', 'short', 'Password must be at least 6 characters long'],
  ['old secret', 'x'.repeat(129), 'x'.repeat(129), 'Password must be at most 128 characters long'],
  ['old secret', 'new secret 42', 'new secret 43', 'Passwords do not match'],
])(
  'the form checks its fields first: %j, %j, %j -> %s',
  async (current, next, confirmation, message) => {
    const { user } = renderAccount();
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requestsTo('/api/user/password')).toHaveLength(0);
  },
);

test('a changed password replaces this browser’s token and says so', async () => {
  api.on('POST /api/user/password', {
    body: {
      success: true,
      message: 'Password changed. Every other session has been logged out.',
      token: 'new-token',
    },
  });
  const { user, store } = renderAccount();
  await fillPasswords(user, 'old secret', 'a brand new secret');

  expect(
    await screen.findByText('Password changed. Every other session has been logged out.'),
  ).toBeInTheDocument();
  expect(store.getState().session.token).toBe('new-token');
  const [sent] = api.requestsTo('/api/user/password');
  expect(sent!.headers.token).toBe('old-token');
  expect(sent!.body).toEqual({ currentPassword: 'old secret', newPassword: 'a brand new secret' });
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test("the server's refusal is shown and the session is kept", async () => {
  api.on('POST /api/user/password', {
    status: 403,
    body: { success: false, message: 'Your current password is not correct.' },
  });
  const { user, store } = renderAccount();
  await fillPasswords(user, 'wrong one', 'a brand new secret');
  expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  expect(store.getState().session.token).toBe('old-token');
});

test('Log out everywhere asks first, then ends every session and logs out here', async () => {
  api.on('POST /api/user/logout-all', {
    body: { success: true, message: 'You are logged out on every device.' },
  });
  const { user, store, location } = renderAccount();
  const open = screen.getByRole('button', { name: 'Log out everywhere' });
  await user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });

  // Cancel changes nothing and gives focus back.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
  expect(api.requestsTo('/api/user/logout-all')).toHaveLength(0);

  await user.click(open);
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }),
  );
  expect(await screen.findByText('You are logged out on every device.')).toBeInTheDocument();
  expect(store.getState().session.token).toBeNull();
  // Home is a transition: it lands once the page has settled.
  await waitFor(() => expect(location().pathname).toBe('/'));
  expect(api.requestsTo('/api/user/logout-all')[0]!.headers.token).toBe('old-token');
  // The server has ended the session already: no second call to end this one.
  await waitFor(() => expect(api.requestsTo('/api/user/logout')).toHaveLength(0));
});

test('when Log out everywhere fails, the shopper stays signed in and is told', async () => {
  api.on('POST /api/user/logout-all', 'drop');
  const { user, store } = renderAccount();
  await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out everywhere' }),
  );
  expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  expect(store.getState().session.token).toBe('old-token');
});
