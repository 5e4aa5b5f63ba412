/**
 * The test checkout's hosted page: GET /pay/:sessionId shows the order and a card form;
 * POST pays (4242 4242 4242 4242) and sends the browser back to the shop, or shows why not.
 * Plain HTML without scripts, so it works everywhere, keyboard and screen reader included.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { formatRupees } from '../../../contract/rupees';
import { checkCard, type CardOutcome } from './cards';
import type { TestCheckout } from './provider';
import type { TestSession } from './session-repository';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f1ec;color:#262626}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:1.35rem;margin:0 0 4px}.note{color:#5c5c5c;font-size:.9rem;margin:0 0 20px}
table{width:100%;border-collapse:collapse;margin-bottom:20px}td{padding:6px 0;border-bottom:1px solid #eee}
td:last-child{text-align:right}tr.total td{font-weight:700;border-bottom:0;padding-top:10px}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 4px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #8a8a8a;border-radius:8px}
input:focus{outline:3px solid #ffb199;border-color:#c2410c}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:22px;width:100%;padding:12px;font-size:1.05rem;font-weight:700;color:#fff;background:#c2410c;border:0;border-radius:8px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #262626;outline-offset:2px}
.error{background:#fde8e8;color:#9b1c1c;border-radius:8px;padding:10px 12px;margin:0 0 12px}
.choices{color:#5c5c5c;font-size:.9rem}
.cancel{display:block;text-align:center;margin-top:14px;color:#9a3412}.hint{font-size:.85rem;color:#5c5c5c;margin-top:16px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Rupees as the page shows them; a discount (below zero) as '−₹50', with a real minus sign. */
function money(amount: number): string {
  return amount < 0 ? `\u2212${formatRupees(-amount)}` : formatRupees(amount);
}

/** A line's choices and note under its name; nothing for a plain line. */
function choices(description: string | undefined): string {
  return description ? `<br><span class="choices">${escapeHtml(description)}</span>` : '';
}

function orderTable(session: TestSession): string {
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? ` &times; ${line.quantity}` : ''}${choices(line.description)}</td><td>${money(line.unitAmount * line.quantity)}</td></tr>`,
    )
    .join('');
  return `<table aria-label="Your order"><tbody>${rows}<tr class="total"><td>Total</td><td>${formatRupees(session.amount)}</td></tr></tbody></table>`;
}

interface FormValues {
  number?: string;
  expiry?: string;
}

function checkoutPage(
  session: TestSession,
  outcome?: CardOutcome & { ok: false },
  values: FormValues = {},
): string {
  const invalid = (field: string) =>
    outcome?.field === field ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  const error = outcome
    ? `<p class="error" id="card-error" role="alert">${escapeHtml(outcome.message)}</p>`
    : '';
  return page(
    'Test checkout',
    `<div class="card"><h1>Test checkout</h1><p class="note">No real card is charged on this page.</p>
${orderTable(session)}
<form method="post" action="/pay/${escapeHtml(session.id)}" novalidate>
${error}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(values.number ?? '')}"${invalid('number')}>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required value="${escapeHtml(values.expiry ?? '')}"${invalid('expiry')}></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required${invalid('cvc')}></div></div>
<button type="submit">Pay ${formatRupees(session.amount)}</button>
</form>
<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel</a>
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Any future expiry, any CVC.</p></div>`,
  );
}

function closedPage(session: TestSession): string {
  const paid = session.status === 'paid' || session.status === 'refunded';
  const text =
    session.status === 'refunded'
      ? 'This order was paid, then cancelled and refunded.'
      : paid
        ? 'This order is already paid.'
        : 'This checkout session has expired.';
  const href = paid ? session.successUrl : session.cancelUrl;
  return page(
    'Test checkout',
    `<div class="card"><h1>${text}</h1><p><a href="${escapeHtml(href)}">Back to the shop</a></p></div>`,
  );
}

const SESSION_PARAMS = {
  type: 'object',
  properties: { sessionId: { type: 'string', maxLength: 80, pattern: '^cs_test_[A-Za-z0-9_-]+$' } },
} as const;

const notFoundPage = page(
  'Test checkout',
  '<div class="card"><h1>Checkout session not found.</h1></div>',
);

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

export interface TestCheckoutPagesOptions {
  checkout: TestCheckout;
  /** The order is paid: inside the transaction that marks its session paid. */
  onPaid: (orderId: string, trx: Transaction<Database>) => Promise<void>;
}

/**
 * Registered under /pay. The card form posts as an HTML form, so this plugin, and only this one,
 * parses form bodies: the API takes JSON alone, so a cross-site form cannot post to it.
 */
export const testCheckoutPages: FastifyPluginAsync<TestCheckoutPagesOptions> = async (
  app,
  { checkout, onPaid },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  app.get<{ Params: { sessionId: string } }>(
    '/:sessionId',
    { schema: { params: SESSION_PARAMS } },
    async (request, reply) => {
      const session = await checkout.find(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage);
      return html(
        reply,
        200,
        session.status === 'open' ? checkoutPage(session) : closedPage(session),
      );
    },
  );

  app.post<{ Params: { sessionId: string }; Body: Record<string, unknown> }>(
    '/:sessionId',
    { schema: { params: SESSION_PARAMS } },
    async (request, reply) => {
      const session = await checkout.find(request.params.sessionId);
      if (!session) return html(reply, 404, notFoundPage);
      if (session.status !== 'open') return html(reply, 409, closedPage(session));
      const field = (name: string) =>
        typeof request.body?.[name] === 'string' ? (request.body[name] as string).slice(0, 40) : '';
      const values = { number: field('number'), expiry: field('expiry') };
      const outcome = checkCard(values.number, values.expiry, field('cvc'));
      if (!outcome.ok) return html(reply, 402, checkoutPage(session, outcome, values));
      await checkout.pay(session.id, (trx, orderId) => onPaid(orderId, trx));
      const after = await checkout.find(session.id);
      if (after?.status !== 'paid')
        return html(reply, 409, after ? closedPage(after) : notFoundPage);
      return reply.code(303).header('location', session.successUrl).send();
    },
  );
};
