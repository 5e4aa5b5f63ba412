import { screen, waitFor, within } from '@testing-library/react';
import { RECOVERY_MESSAGES } from '../../../contract/recovery-messages';
import { Header } from '../../app/layout/Header';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { AuthDialogs } from './AuthDialogs';

const api = fakeApiForThisFile();

beforeEach(() => {
  api.reset();
  api.on('GET /api/food/list', { body: { success: true, data: [] } });
  api.on('POST /api/user/forgot-password', {
    body: { success: true, message: RECOVERY_MESSAGES.linkSent },
  });
});

async function openForgot() {
  const rendered = renderPage(
    <>
      <Header />
      <AuthDialogs />
    </>,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
  const login = await screen.findByRole('dialog', { name: 'Login Now' });
  await rendered.user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  return { ...rendered, dialog };
}

test("'Forgot password?' in the login dialog asks for the email, focused", async () => {
  const { dialog } = await openForgot();
  expect(screen.queryByRole('dialog', { name: 'Login Now' })).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Send link' })).toBeEnabled();
});

test('sending the email shows the one sentence in the dialog, for any address', async () => {
  const { user, dialog } = await openForgot();
  await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send link' }));

  await waitFor(() =>
    expect(within(dialog).getByRole('status')).toHaveTextContent(RECOVERY_MESSAGES.linkSent),
  );
  expect(api.requestsTo('/api/user/forgot-password')[0]?.body).toEqual({
    email: 'meera@example.com',
  });
});

test('an empty or malformed email is refused before anything is sent', async () => {
  const { user, dialog } = await openForgot();
  await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Email'), 'not an email');
  await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(api.requestsTo('/api/user/forgot-password')).toHaveLength(0);
});

test("a refusal (too many requests) shows the server's sentence", async () => {
  api.on('POST /api/user/forgot-password', {
    status: 429,
    body: { success: false, message: RECOVERY_MESSAGES.tooManyRequests },
  });
  const { user, dialog } = await openForgot();
  await user.type(within(dialog).getByLabelText('Email'), 'meera@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText(RECOVERY_MESSAGES.tooManyRequests)).toBeInTheDocument();
  expect(within(dialog).getByRole('status')).toHaveTextContent('');
});

test('Login goes back to the login dialog', async () => {
  const { user, dialog } = await openForgot();
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('dialog', { name: 'Login Now' })).toBeInTheDocument();
});
