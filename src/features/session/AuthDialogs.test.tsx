import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '../../../contract/messages';
import { Header } from '../../app/layout/Header';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { AuthDialogs } from './AuthDialogs';

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
});

function renderWithHeader() {
  const rendered = renderPage(
    <>
      <Header />
      <AuthDialogs />
    </>,
  );
  return { ...rendered, signIn: screen.getByRole('button', { name: 'Sign In' }) };
}

/** Opens Sign Up from the header and sends it as Meera with this password. */
async function signUpAs(user: ReturnType<typeof renderPage>['user'], password: string) {
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await user.click(await screen.findByRole('button', { name: 'Create an Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
  await user.type(within(dialog).getByLabelText('Name'), 'Meera');
  await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
}

test('the login dialog is a labelled modal that takes the focus and locks the page', async () => {
  const { user, signIn } = renderWithHeader();
  await user.click(signIn);

  const dialog = await screen.findByRole('dialog', { name: 'Login Now' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(document.body.style.overflow).toBe('hidden');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(signIn).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('Create an Account and Login switch between the dialogs; focus returns to the opener', async () => {
  const { user, signIn } = renderWithHeader();
  await user.click(signIn);
  const login = await screen.findByRole('dialog', { name: 'Login Now' });
  await user.click(within(login).getByRole('button', { name: 'Create an Account' }));

  const signUp = await screen.findByRole('dialog', { name: 'Sign Up' });
  expect(screen.queryByRole('dialog', { name: 'Login Now' })).not.toBeInTheDocument();
  expect(within(signUp).getByLabelText('Name')).toHaveFocus();
  expect(within(signUp).getByLabelText('Email')).toBeInTheDocument();
  expect(within(signUp).getByLabelText('Password')).toBeInTheDocument();
  expect(within(signUp).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

  await user.click(within(signUp).getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(signIn).toHaveFocus());
});

test('a click on the backdrop closes the dialog; Tab stays inside it', async () => {
  const { user, signIn } = renderWithHeader();
  await user.click(signIn);
  const dialog = await screen.findByRole('dialog', { name: 'Login Now' });

  // Close, Email, Password, Forgot password?, Login, Create an Account: Tab from the last
  // wraps to the first.
  within(dialog).getByRole('button', { name: 'Create an Account' }).focus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

  await user.click(dialog.parentElement!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("an empty login is refused with the shop's message and nothing is sent", async () => {
  const { user, signIn } = renderWithHeader();
  await user.click(signIn);
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please fill all the fields to login!')).toBeInTheDocument();
  expect(api.requestsTo('/api/user/login')).toHaveLength(0);
  expect(screen.getByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();
});

test('logging in disables the button while sending, then closes the dialog and signs in', async () => {
  let answer: () => void = () => undefined;
  api.on(
    'POST /api/user/login',
    () =>
      new Promise((resolve) => {
        answer = () =>
          resolve({
            body: { success: true, token: 'token-9', userId: 'user-9', username: 'Meera' },
          });
      }),
  );
  const { user, store, signIn } = renderWithHeader();
  await user.click(signIn);
  const dialog = await screen.findByRole('dialog', { name: 'Login Now' });
  await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Login' })).toBeDisabled());
  // The button is disabled as the request leaves; the fake server records it once it arrives.
  await waitFor(() =>
    expect(api.requestsTo('/api/user/login')[0]?.body).toEqual({
      email: 'meera@example.com',
      password: 'secret-pass',
    }),
  );
  answer();

  expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.getState().session).toEqual({
    token: 'token-9',
    userId: 'user-9',
    username: 'Meera',
  });
  expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
});

test('a refused login shows the server message and keeps what was typed', async () => {
  api.on('POST /api/user/login', {
    status: 401,
    body: { success: false, message: 'Invalid email or password.' },
  });
  const { user, signIn } = renderWithHeader();
  await user.click(signIn);
  const dialog = await screen.findByRole('dialog', { name: 'Login Now' });
  await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Email')).toHaveValue('meera@example.com');
  // The message (a toast) and the dialog's button are drawn by separate renders.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled());
});

test('signing up logs in with what was typed and merges the guest cart: no login form', async () => {
  api.on('POST /api/user/register', {
    status: 201,
    body: { success: true, message: 'Account Created Successfully!' },
  });
  api.on('POST /api/user/login', {
    body: {
      success: true,
      message: 'Login Successful!',
      token: 'token-9',
      userId: 'user-9',
      username: 'Meera',
    },
  });
  api.on('POST /api/cart/merge', { body: { success: true, cartData: { 'dish-1': 3 } } });
  const { user, store } = renderPage(
    <>
      <Header />
      <AuthDialogs />
    </>,
    { preloadedState: { cart: { items: { 'dish-1': 2 } } } },
  );
  await signUpAs(user, 'secret-pass');

  expect(await screen.findByText('Account Created Successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.requestsTo('/api/user/register')[0]?.body).toEqual({
    name: 'Meera',
    email: 'meera@example.com',
    password: 'secret-pass',
  });
  expect(api.requestsTo('/api/user/login')[0]?.body).toEqual({
    email: 'meera@example.com',
    password: 'secret-pass',
  });
  expect(api.requestsTo('/api/cart/merge')[0]?.body).toEqual({ cartData: { 'dish-1': 2 } });
  expect(api.requestsTo('/api/cart/merge')[0]?.headers.token).toBe('token-9');
  expect(store.getState().session).toEqual({
    token: 'token-9',
    userId: 'user-9',
    username: 'Meera',
  });
  expect(store.getState().cart.items).toEqual({});
  expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
});

test('should the login after sign-up fail, its message shows and Login Now opens', async () => {
  api.on('POST /api/user/register', { status: 201, body: { success: true, message: 'ok' } });
  api.on('POST /api/user/login', {
    status: 429,
    body: { success: false, message: 'Too many attempts. Please wait a minute and try again.' },
  });
  const { user } = renderWithHeader();
  await signUpAs(user, 'secret-pass');

  expect(
    await screen.findByText('Too many attempts. Please wait a minute and try again.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();
});

test('a short password is refused before anything is sent', async () => {
  const { user } = renderWithHeader();
  await signUpAs(user, 'abc');

  expect(
    await screen.findByText('Password must be at least 6 characters long'),
  ).toBeInTheDocument();
  expect(api.requestsTo('/api/user/register')).toHaveLength(0);
});

test("the server's refusal of the password is shown under it; one naming no field, in a toast", async () => {
  api.on('POST /api/user/register', {
    status: 400,
    body: { success: false, message: ACCOUNT_MESSAGES.commonPassword, field: 'password' },
  });
  const { user } = renderWithHeader();
  await signUpAs(user, 'password1');

  const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
  const password = within(dialog).getByLabelText('Password');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAccessibleDescription(
    `At least 6 characters. ${ACCOUNT_MESSAGES.commonPassword}`,
  );
  expect(password).toHaveAttribute('aria-invalid', 'true');
  // Under the field, not in a toast as well.
  expect(screen.getAllByText(ACCOUNT_MESSAGES.commonPassword)).toHaveLength(1);
  expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  expect(api.requestsTo('/api/user/register')[0]?.body).toMatchObject({ password: 'password1' });

  await user.type(password, '-and-more');
  expect(password).toHaveAccessibleDescription('At least 6 characters.');
  expect(password).not.toHaveAttribute('aria-invalid');

  api.on('POST /api/user/register', {
    status: 409,
    body: { success: false, message: ACCOUNT_MESSAGES.emailTaken },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.emailTaken)).toBeInTheDocument();
  expect(within(dialog).queryByText(ACCOUNT_MESSAGES.emailTaken)).toBeNull();
  expect(password).not.toHaveAttribute('aria-invalid');
});

test('offline, signing in and up say they need a connection, and wait for it', async () => {
  let online = false;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  try {
    const { user, signIn } = renderWithHeader();
    await user.click(signIn);
    const login = await screen.findByRole('dialog', { name: 'Login Now' });
    expect(within(login).getByRole('alert')).toHaveTextContent(
      'You are offline. Connect to the internet to sign in.',
    );
    const send = within(login).getByRole('button', { name: 'Login' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'You are offline. Connect to the internet to sign in.',
    );

    await user.click(within(login).getByRole('button', { name: 'Create an Account' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect(within(signUp).getByRole('alert')).toHaveTextContent(
      'You are offline. Connect to the internet to create your account.',
    );
    expect(within(signUp).getByRole('button', { name: 'Create Account' })).toBeDisabled();

    // The connection is back: the button works again and the note goes.
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(within(signUp).getByRole('button', { name: 'Create Account' })).toBeEnabled(),
    );
    expect(within(signUp).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(
      api.requests.filter((request) => request.path === '/api/food/list').length,
    );
  } finally {
    jest.restoreAllMocks();
  }
});
