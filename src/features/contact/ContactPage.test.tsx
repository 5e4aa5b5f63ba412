import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ShopReply } from '../../../contract/api';
import { DEFAULT_OPENING_HOURS } from '../../../contract/shop-rules';
import { fakeApiForThisFile } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { ContactPage } from './ContactPage';

const api = fakeApiForThisFile();

const shopWith = (hours: ShopReply['settings']['hours']): { body: ShopReply } => ({
  body: {
    success: true,
    settings: { hours, timeZone: 'Asia/Kolkata', minimumOrder: 0 },
    open: true,
  },
});

beforeEach(() => {
  api.reset();
  api.on('GET /api/shop', shopWith(DEFAULT_OPENING_HOURS));
});

async function fill(user: UserEvent, name: string, email: string, message: string) {
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (message) await user.type(screen.getByLabelText('Message'), message);
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactPage', () => {
  it('shows the contact details and the working hours', async () => {
    renderPage(<ContactPage />, { route: '/Contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByText('Mon-Sat 9 AM to 9 PM')).toBeInTheDocument();
    expect(screen.getByText('Sun 10 AM to 6 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@tomato.example' })).toHaveAttribute(
      'href',
      'mailto:contact@tomato.example',
    );
  });

  it('shows the hours staff set, from the server, and claims none before they arrive', async () => {
    const hours = [...DEFAULT_OPENING_HOURS];
    hours[0] = null;
    hours[6] = { open: '10:00', close: '23:30' };
    let answer: (value: { body: ShopReply }) => void = () => {};
    api.on('GET /api/shop', () => new Promise((resolve) => (answer = resolve)));
    renderPage(<ContactPage />, { route: '/Contact' });
    const section = screen.getByRole('region', { name: 'Working hours' });
    expect(section).toHaveTextContent('Loading our hours…');
    expect(section).not.toHaveTextContent(/AM|PM/);

    await waitFor(() => expect(api.requestsTo('/api/shop')).toHaveLength(1));
    answer(shopWith(hours));
    expect(await within(section).findByText('Mon-Fri 9 AM to 9 PM')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mon-Fri 9 AM to 9 PM', 'Sat 10 AM to 11:30 PM', 'Sun Closed']);
  });

  it('says when the hours cannot be loaded, and tries again', async () => {
    api.on('GET /api/shop', { status: 500, body: { success: false, message: 'Down.' } });
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t load our hours. Please check your connection.',
    );
    api.on('GET /api/shop', shopWith(DEFAULT_OPENING_HOURS));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mon-Sat 9 AM to 9 PM')).toBeInTheDocument();
  });

  it("says 'Please fill all the fields' and sends nothing when a field is empty", async () => {
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    await fill(user, 'Asha', 'asha@example.com', '');
    await user.click(send());
    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument();
    expect(api.requestsTo('/api/contact')).toHaveLength(0);
  });

  it("says 'Invalid email address' for an address without a proper domain", async () => {
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    await fill(user, 'Asha', 'asha@example.c', 'Loved the pasta!');
    await user.click(send());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.requestsTo('/api/contact')).toHaveLength(0);
  });

  it('sends the message, says so and clears the form', async () => {
    api.on('POST /api/contact', {
      status: 201,
      body: { success: true, message: 'Message Sent Successfully!' },
    });
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    await fill(user, 'Asha', ' asha@example.com ', 'Loved the pasta!');
    await user.click(send());

    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(api.requestsTo('/api/contact').map((request) => request.body)).toEqual([
      { name: 'Asha', email: 'asha@example.com', message: 'Loved the pasta!' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('sends once however fast the button is pressed', async () => {
    let release: () => void = () => {};
    api.on(
      'POST /api/contact',
      () => new Promise((resolve) => (release = () => resolve({ body: { success: true } }))),
    );
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    await fill(user, 'Asha', 'asha@example.com', 'Hello');
    await user.dblClick(send());
    await waitFor(() => expect(send()).toBeDisabled());
    release();
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(api.requestsTo('/api/contact')).toHaveLength(1);
  });

  it("shows the server's message when it refuses, and keeps what was typed", async () => {
    const message = 'Your message must be at most 5000 characters long.';
    api.on('POST /api/contact', { status: 400, body: { success: false, message } });
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    await fill(user, 'Asha', 'asha@example.com', 'Hello');
    await user.click(send());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it("says 'Something went wrong!' when the server cannot be reached", async () => {
    api.on('POST /api/contact', 'drop');
    const { user } = renderPage(<ContactPage />, { route: '/Contact' });
    await fill(user, 'Asha', 'asha@example.com', 'Hello');
    await user.click(send());
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await waitFor(() => expect(send()).toBeEnabled());
  });
});
