import type { Incoming, Reply, StandInContext } from './context.ts';
import type { PaymentMethodType, Session } from './objects.ts';
import { formatAmount } from './state.ts';

// The hosted Checkout page at each session's `url`: what is being paid for, the amount, the
// customer's email, and plain form buttons (no script). "Pay" pays by card, "Bacs Direct Debit
// (settles later)" completes the session unpaid until the control API settles or fails it,
// "Back" returns to cancel_url. A session that is no longer open says so and links back.

export const HOSTED_PAGE_PATH = /^\/pay\/([^/]+)$/;

export function hostedPage(context: StandInContext, request: Incoming, sessionId: string): Reply {
  const { state } = context;
  // as Stripe's page does, a session whose time is up is expired before it is shown or paid
  void context.deliver(state.expireDue());
  const session = state.sessions.get(sessionId);
  if (!session) {
    return page(
      404,
      'Checkout session not found',
      '<p>There is no checkout session at this address.</p>',
    );
  }
  if (request.method !== 'POST') return sessionPage(context, session);

  const form = new URLSearchParams(request.body);
  const action = form.get('action');
  if (action === 'back' && session.cancel_url) return redirect(session.cancel_url);
  if (session.status !== 'open') return sessionPage(context, session, 409);
  if (action !== 'pay' && action !== 'pay_later') return sessionPage(context, session, 400);

  const email = session.customer_email ?? form.get('email')?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return sessionPage(context, session, 400, 'Enter an email address, like name@example.com.');
  }
  const method: PaymentMethodType = action === 'pay' ? 'card' : 'bacs_debit';
  const { events } = state.pay(session.id, {
    method,
    email,
    name: form.get('name')?.trim() || null,
  });
  // Stripe sends the customer back and the webhook on its own: either may arrive first.
  void context.deliver(events);
  return redirect(successUrl(session) ?? session.url ?? `/pay/${session.id}`);
}

const successUrl = (session: Session) =>
  session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;

function sessionPage(
  context: StandInContext,
  session: Session,
  status = 200,
  error?: string,
): Reply {
  const amount = formatAmount(session.amount_total!, session.currency!);
  if (session.status === 'expired') {
    return page(
      status,
      'This checkout session has expired',
      `<p>The time to pay for this booking ran out, so nothing was charged.</p>${backLink(session.cancel_url)}`,
    );
  }
  if (session.status === 'complete') {
    const title =
      session.payment_status === 'paid'
        ? 'This checkout session is already paid'
        : 'This checkout session is complete: the payment is on its way';
    return page(
      status,
      title,
      `<p>${amount} for this booking.</p>${backLink(successUrl(session), 'Return to the site')}`,
    );
  }
  const items = context.state.lineItems.get(session.id)!;
  const lines = items
    .map(
      (item) =>
        `<li>${escape(item.description ?? '')}${item.quantity === 1 ? '' : ` × ${item.quantity}`}: ${formatAmount(item.amount_total, item.currency)}</li>`,
    )
    .join('');
  const email = session.customer_email
    ? `<input id="email" name="email" type="email" value="${escape(session.customer_email)}" readonly>`
    : `<input id="email" name="email" type="email" autocomplete="email" required${error ? ' aria-invalid="true" aria-describedby="error"' : ''}>`;
  const bacs = session.payment_method_types.includes('bacs_debit')
    ? '<button name="action" value="pay_later" class="secondary">Bacs Direct Debit (settles later)</button>'
    : '';
  const back = session.cancel_url
    ? '<button name="action" value="back" class="secondary" formnovalidate>Back</button>'
    : '';
  return page(
    status,
    `Pay ${amount}`,
    `<ul>${lines}</ul>
    <form method="post">
      ${error ? `<p id="error" role="alert">${escape(error)}</p>` : ''}
      <label for="email">Email</label>
      ${email}
      <label for="name">Name on card <span>(optional)</span></label>
      <input id="name" name="name" autocomplete="cc-name">
      <p class="card">Card: Visa •••• 4242 (test card)</p>
      <button name="action" value="pay">Pay</button>
      ${bacs}
      ${back}
    </form>`,
  );
}

function backLink(href: string | null, label = 'Back') {
  return href ? `<p><a href="${escape(href)}">${label}</a></p>` : '';
}

const redirect = (location: string): Reply => ({
  status: 303,
  headers: { Location: location },
  body: '',
});

function page(status: number, title: string, content: string): Reply {
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    body: `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Stripe stand-in</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  .test { background: #ffe5b4; padding: 0.25rem 0.5rem; border-radius: 4px; font-size: 0.875rem; }
  label, input, button { display: block; width: 100%; box-sizing: border-box; font: inherit; }
  label { margin-top: 1rem; font-weight: 600; }
  label span { font-weight: 400; }
  input { padding: 0.5rem; border: 1px solid #8792a2; border-radius: 4px; }
  button { margin-top: 1rem; padding: 0.75rem; border: 0; border-radius: 4px; background: #533afd; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
  [role='alert'] { color: #a4172a; font-weight: 600; }
  :focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="test">Test mode: the local Stripe stand-in. No money moves.</p>
<h1>${escape(title)}</h1>
${content}
</main>
</body>
</html>
`,
  };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
