import { screen, waitFor } from '@testing-library/react';
import { RECOVERY_MESSAGES } from '../../../contract/recovery-messages';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
});

const renderReset = (route = '/reset-password?token=tok-123', cart = {}) =>
  renderPage(<ResetPasswordPage />, { route, preloadedState: { cart: { items: cart } } });

async function fill(user: ReturnType<typeof renderReset>['user'], next: string, again = next) {
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (again) await user.type(screen.getByLabelText('Confirm new password'), again);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

test('a new password logs the shopper in, the guest cart merged, and leaves the page', async () => {
  api.on('POST /api/user/reset-password', {
    body: {
      success: true,
      message: RECOVERY_MESSAGES.passwordReset,
      token: 'token-5',
      userId: 'user-5',
      username: 'Meera',
    },
  });
  api.on('POST /api/cart/merge', { body: { success: true, cartData: { 'dish-1': 1 } } });
  const { user, store, location } = renderReset(undefined, { 'dish-1': 1 });
  expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
  await fill(user, 'a new secret 9');

  expect(await screen.findByText(RECOVERY_MESSAGES.passwordReset)).toBeInTheDocument();
  expect(api.requestsTo('/api/user/reset-password')[0]?.body).toEqual({
    token: 'tok-123',
    password: 'a new secret 9',
  });
  expect(api.requestsTo('/api/cart/merge')[0]?.headers.token).toBe('token-5');
  expect(store.getState().session).toEqual({
    token: 'token-5',
    userId: 'user-5',
    username: 'Meera',
  });
  await waitFor(() => expect(location().pathname).toBe('/'));
});

test.each([
  ['', '', 'Please fill all the fields'],
  ['short', 'short', 'Password must be at least 6 characters long'],
  ['a new secret 9', 'a new secret 8', 'Passwords do not match'],
])('the form checks its fields first: %j, %j -> %s', async (next, again, message) => {
  const { user } = renderReset();
  await fill(user, next, again);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.requestsTo('/api/user/reset-password')).toHaveLength(0);
});

test('a used or expired link says so and offers a new one', async () => {
  api.on('POST /api/user/reset-password', {
    status: 410,
    body: { success: false, message: RECOVERY_MESSAGES.expired },
  });
  const { user, store } = renderReset();
  await fill(user, 'a new secret 9');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link has expired. Ask for a new one.',
  );
  expect(store.getState().session.token).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
  expect(store.getState().ui.openDialog).toBe('forgot');
});

test("a refused password shows the server's sentence and keeps the form", async () => {
  api.on('POST /api/user/reset-password', {
    status: 400,
    body: { success: false, message: 'This password is too common. Choose another.' },
  });
  const { user } = renderReset();
  await fill(user, 'password123');
  expect(
    await screen.findByText('This password is too common. Choose another.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toBeInTheDocument();
});
