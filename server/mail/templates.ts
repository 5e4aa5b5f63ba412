/**
 * The emails the shop sends a shopper (docs/product.md#emails): the receipt once an order is paid,
 * a short note when it goes out for delivery, a note with the reason and the refund when it is
 * cancelled, and the link that resets a forgotten password. Each has an HTML part, laid out in MJML (which
 * compiles to the table layout and inline styles that Gmail, Outlook and Apple Mail render
 * alike), and a plain-text part with the same facts.
 *
 * MJML is large (about 0.6 s of CPU to load): the two layouts are compiled once per process, when
 * the first email is sent, in a worker thread, so neither a request nor the event loop ever waits
 * for it. The compiled HTML keeps %%SLOTS%%, filled per email with escaped text.
 */
import { Worker } from 'node:worker_threads';
import { displayPrice, subtotalOf } from '../../contract/money';
import { describeLine } from '../../contract/options';
import { formatRupees } from '../../contract/rupees';
import { orderNumber } from '../../contract/rules';
import { PAGE_PATHS } from '../../contract/routes';
import { RESET_LINK_MINUTES } from '../../contract/recovery-messages';
import type { StoredOrder } from '../orders/repository';
import { receiptFulfilment, type ReceiptShop } from './receipt-fulfilment';

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const SHOP_NAME = 'Tomato';
const BRAND = '#c2410c';

/** The button under the text, and the footer's line saying why the email came. */
interface Ending {
  button: string;
  href: string;
  why: string;
}

const ORDER_ENDING: Ending = {
  button: 'See your orders',
  href: '%%ORDERS_URL%%',
  why: `You get this email because you ordered from ${SHOP_NAME}.`,
};

function layout(body: string, ending: Ending = ORDER_ENDING): string {
  return `<mjml lang="en">
  <mj-head>
    <mj-title>%%TITLE%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#262626" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f5f4">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="24px" font-weight="bold" color="${BRAND}">${SHOP_NAME}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">%%HEADING%%</mj-text>
        <mj-text>%%INTRO%%</mj-text>
        ${body}
        <mj-button href="${ending.href}" background-color="${BRAND}" color="#ffffff" font-size="15px" align="left">${ending.button}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#57534e">${ending.why}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

const SOURCES = {
  receipt: layout(`<mj-text font-weight="bold">%%WHEN%%</mj-text>
        <mj-table font-size="15px" line-height="22px" color="#262626">%%ROWS%%</mj-table>
        <mj-text><strong>%%WHERE%%</strong><br />%%ADDRESS%%</mj-text>`),
  outForDelivery: layout(''),
  cancelled: layout('<mj-text>%%REASON%%</mj-text>\n        <mj-text>%%NOTE%%</mj-text>'),
  passwordReset: layout('<mj-text>%%NOTE%%</mj-text>', {
    button: 'Set a new password',
    href: '%%RESET_URL%%',
    why: `You get this email because someone asked to reset the password of your ${SHOP_NAME} account.`,
  }),
};

type Layouts = Record<keyof typeof SOURCES, string>;

/** Runs in the worker thread: loads MJML and compiles each layout, strictly validated. */
const COMPILE = `
const { parentPort, workerData } = require('node:worker_threads');
const mjml2html = require(workerData.mjml);
(async () => {
  const compiled = {};
  for (const [name, source] of Object.entries(workerData.sources)) {
    const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
    if (errors.length > 0) throw new Error(name + ': ' + errors[0].formattedMessage);
    compiled[name] = html;
  }
  parentPort.postMessage(compiled);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

let compiled: Promise<Layouts> | undefined;

/** Compiles the layouts once per process, off the event loop. */
function compileLayouts(): Promise<Layouts> {
  compiled ??= new Promise<Layouts>((resolve, reject) => {
    const worker = new Worker(COMPILE, {
      eval: true,
      workerData: { mjml: require.resolve('mjml'), sources: SOURCES },
    });
    worker.once('message', (result: Layouts | { error: string }) => {
      void worker.terminate();
      if ('error' in result) reject(new Error(`email layouts: ${result.error}`));
      else resolve(result);
    });
    worker.once('error', reject);
    // A server that stops meanwhile does not wait for it.
    worker.unref();
  }).catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The layout with each %%SLOT%% replaced; `raw` slots hold HTML made here from escaped text. */
function fill(html: string, text: Record<string, string>, raw: Record<string, string> = {}) {
  return html.replace(/%%([A-Z_]+)%%/g, (slot, name: string) => {
    if (name in raw) return raw[name]!;
    if (name in text) return escapeHtml(text[name]!);
    throw new Error(`email layout slot ${slot} has no value`);
  });
}

const ordersUrlOf = (publicUrl: string) => `${publicUrl}${PAGE_PATHS.myOrders}`;

export async function receiptEmail(
  order: StoredOrder,
  publicUrl: string,
  shop: ReceiptShop,
): Promise<Email> {
  const number = orderNumber(order.id);
  const given = receiptFulfilment(order, number, shop);
  const ordersUrl = ordersUrlOf(publicUrl);
  const subtotal = subtotalOf(order.lines);
  const lines = order.lines.map((line) => ({
    label: `${describeLine(line.name, line.options ?? [], line.note)} × ${line.quantity}`,
    amount: formatRupees(displayPrice(line.price) * line.quantity),
  }));
  const totals = [
    { label: 'Subtotal', amount: formatRupees(subtotal) },
    ...(order.discount > 0
      ? [
          {
            label: `Discount${order.promoCode ? ` (${order.promoCode})` : ''}`,
            amount: `−${formatRupees(order.discount)}`,
          },
        ]
      : []),
    ...(given.fee ? [{ label: given.fee.label, amount: formatRupees(given.fee.amount) }] : []),
  ];
  const total = formatRupees(order.amount);
  const subject = `Your ${SHOP_NAME} receipt for order ${number}`;
  const heading = 'Thank you for your order!';
  const intro = given.intro;

  const text = [
    heading,
    intro,
    ...(given.when ? [given.when] : []),
    '',
    ...lines.map((line) => `${line.label}: ${line.amount}`),
    '',
    ...totals.map((line) => `${line.label}: ${line.amount}`),
    `${given.totalLabel}: ${total}`,
    '',
    `${given.whereHeading}:`,
    ...given.whereLines,
    '',
    `Follow your order: ${ordersUrl}`,
  ].join('\n');

  const row = (label: string, amount: string, style = '') =>
    `<tr${style ? ` style="${style}"` : ''}>` +
    `<td style="padding:4px 0">${escapeHtml(label)}</td>` +
    `<td style="padding:4px 0;text-align:right">${escapeHtml(amount)}</td></tr>`;
  const html = fill(
    (await compileLayouts()).receipt,
    {
      TITLE: subject,
      PREVIEW: `Order ${number}: ${given.totalLabel} ${total}`,
      HEADING: heading,
      INTRO: intro,
      ORDERS_URL: ordersUrl,
      WHEN: given.when,
      WHERE: given.whereHeading,
    },
    {
      ROWS:
        lines.map((line) => row(line.label, line.amount)).join('') +
        totals
          .map((line, index) =>
            row(line.label, line.amount, index === 0 ? 'border-top:1px solid #e7e5e4' : ''),
          )
          .join('') +
        row(given.totalLabel, total, 'font-weight:bold;border-top:1px solid #d6d3d1'),
      ADDRESS: given.whereLines.map(escapeHtml).join('<br />'),
    },
  );
  return { subject, text, html };
}

export async function outForDeliveryEmail(order: StoredOrder, publicUrl: string): Promise<Email> {
  const number = orderNumber(order.id);
  const ordersUrl = ordersUrlOf(publicUrl);
  const subject = `Order ${number} is out for delivery`;
  const heading = 'Your order is on its way';
  const intro = `Your order is out for delivery! Order ${number} is on its way to you.`;
  const text = [intro, '', `Follow your order: ${ordersUrl}`].join('\n');
  const html = fill((await compileLayouts()).outForDelivery, {
    TITLE: subject,
    PREVIEW: intro,
    HEADING: heading,
    INTRO: intro,
    ORDERS_URL: ordersUrl,
  });
  return { subject, text, html };
}

/**
 * A cancelled order, once refunded: who cancelled it, the restaurant's reason, and the refund. An
 * order to be paid at the door had nothing charged: its email says so, with no refund.
 */
export async function cancelledEmail(order: StoredOrder, publicUrl: string): Promise<Email> {
  const number = orderNumber(order.id);
  const ordersUrl = ordersUrlOf(publicUrl);
  const byShopper = order.cancelledBy === 'shopper';
  const atTheDoor = order.paymentMethod === 'on-delivery' && !order.paid;
  const subject = atTheDoor
    ? `Order ${number} is cancelled`
    : `Order ${number} is cancelled and refunded`;
  const heading = 'Your order is cancelled';
  const intro = byShopper
    ? `You cancelled order ${number} before the restaurant accepted it.`
    : `We are sorry: the restaurant cancelled order ${number}.`;
  const reason = byShopper ? '' : `Reason: ${order.cancelReason ?? 'not given'}`;
  const note = atTheDoor
    ? 'Nothing was charged: you were to pay at the door, so there is nothing to pay now.'
    : `Refunded: ${formatRupees(order.amount)} goes back to the card you paid with. ` +
      'It can take a few working days to show in your account, depending on your bank.';
  const text = [intro, ...(reason ? [reason] : []), '', note, '', `Your orders: ${ordersUrl}`].join(
    '\n',
  );
  const html = fill((await compileLayouts()).cancelled, {
    TITLE: subject,
    PREVIEW: `${intro} ${reason}`.trim(),
    HEADING: heading,
    INTRO: intro,
    REASON: reason,
    NOTE: note,
    ORDERS_URL: ordersUrl,
  });
  return { subject, text, html };
}

export async function passwordResetEmail(name: string, resetUrl: string): Promise<Email> {
  const subject = `Reset your ${SHOP_NAME} password`;
  const heading = 'Reset your password';
  const intro = `Hello ${name}, someone (we hope you) asked to reset the password of your ${SHOP_NAME} account.`;
  const note =
    `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this ` +
    'email: your password stays as it is.';
  const text = [intro, '', `Set a new password: ${resetUrl}`, '', note].join('\n');
  const html = fill((await compileLayouts()).passwordReset, {
    TITLE: subject,
    PREVIEW: heading,
    HEADING: heading,
    INTRO: intro,
    NOTE: note,
    RESET_URL: resetUrl,
  });
  return { subject, text, html };
}
