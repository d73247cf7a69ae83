import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
  customer: string | null;
  payment_method_types: string[];
  next_action: null | Record<string, unknown>;
  amount_received: number;
  capture_method: 'automatic' | 'manual';
  amount_capturable: number;
}

/** Stripe's form encoding flattened: `a[b][c]=v` → `a.b.c`. */
const field = (body: URLSearchParams, path: string) => body.get(path.split('.').map((k, i) => (i === 0 ? k : `[${k}]`)).join(''));
const listOf = (body: URLSearchParams, name: string) => [...body].filter(([k]) => k.startsWith(`${name}[`)).map(([, v]) => v);

/**
 * A small stateful stand-in for Stripe's /v1/payment_intents (create with Idempotency-Key, retrieve, cancel),
 * enough to drive the real `stripe` SDK offline. Tests flip an intent's status with `setStatus`.
 * Mexico's methods as Stripe answers them: an OXXO intent confirmed on creation shows its voucher in
 * `next_action.oxxo_display_details`; a `customer_balance` intent (mx_bank_transfer) for a customer shows
 * the CLABE in `next_action.display_bank_transfer_instructions`, and the test helper
 * `POST /v1/test_helpers/customers/:id/fund_cash_balance` pays it, in part or whole (`amount_remaining`).
 * A card held (`capture_method: manual`) is `requires_capture` once authorized (`setStatus`), captured once
 * for at most its amount (`/capture`, `amount_to_capture`), refunded in parts up to what was captured, and
 * lapses as Stripe's 7-day holds do when a test sets it `canceled`.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, string>();
  const refunds: { id: string; amount: number; payment_intent: string; status: string }[] = [];
  const refundsByKey = new Map<string, (typeof refunds)[number]>();
  const capturesByKey = new Map<string, string>();
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey?: string }[] = [];
  const customers = new Map<string, { id: string; email: string; clabe: string }>();
  const customersByKey = new Map<string, string>();
  const setups = new Map<string, { id: string; object: 'setup_intent'; status: string; client_secret: string; customer: string | null; usage: string; metadata: Record<string, string>; payment_method: string | null }>();
  const methods = new Map<string, { id: string; object: 'payment_method'; type: 'card'; customer: string | null; card: { brand: string; last4: string; exp_month: number; exp_year: number }; fails: boolean }>();
  const confirmsByKey = new Map<string, { status: number; body: unknown }>();
  const metadataOf = (body: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [k, v] of body) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
    }
    return metadata;
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0]!;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(payload));
      };
      if (!String(req.headers.authorization).startsWith('Bearer sk_test_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, intents.get(existing));
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of body) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        // Today's name (allowed_payment_method_types) and the one the issue quotes (payment_method_types).
        const types = [...listOf(body, 'allowed_payment_method_types'), ...listOf(body, 'payment_method_types')];
        const amount = Number(body.get('amount'));
        const customer = body.get('customer');
        const confirmed = body.get('confirm') === 'true';
        let next_action: FakeIntent['next_action'] = null;
        if (confirmed && types.includes('oxxo')) {
          const days = Number(field(body, 'payment_method_options.oxxo.expires_after_days') ?? 3);
          next_action = { type: 'oxxo_display_details', oxxo_display_details: { number: '12345678901234567890', hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${id}`, expires_after: Math.floor(Date.now() / 1000) + days * 86_400 } };
        } else if (confirmed && types.includes('customer_balance')) {
          const owner = customer ? customers.get(customer) : undefined;
          if (!owner) return send(400, { error: { type: 'invalid_request_error', message: 'customer_balance needs a customer.' } });
          if (field(body, 'payment_method_options.customer_balance.bank_transfer.type') !== 'mx_bank_transfer') return send(400, { error: { type: 'invalid_request_error', message: 'Only mx_bank_transfer here.' } });
          next_action = {
            type: 'display_bank_transfer_instructions',
            display_bank_transfer_instructions: {
              amount_remaining: amount,
              currency: 'mxn',
              reference: `REF${id.slice(-6).toUpperCase()}`,
              hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${id}`,
              type: 'mx_bank_transfer',
              financial_addresses: [{ type: 'spei', supported_networks: ['spei'], spei: { bank_code: '646', bank_name: 'STP', clabe: owner.clabe, account_holder_name: 'Huerta Baja SA de CV' } }],
            },
          };
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount,
          currency: body.get('currency') ?? '',
          status: next_action ? 'requires_action' : 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          last_payment_error: null,
          customer,
          payment_method_types: types.length ? types : ['card'],
          next_action,
          amount_received: 0,
          capture_method: body.get('capture_method') === 'manual' ? 'manual' : 'automatic',
          amount_capturable: 0,
        };
        intents.set(id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        const existing = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, { object: 'customer', ...customers.get(existing) });
        const id = `cus_${randomBytes(7).toString('hex')}`;
        const made = { id, email: body.get('email') ?? '', clabe: `646180${String(customers.size + 1).padStart(11, '0')}0` };
        customers.set(id, made);
        if (idempotencyKey) customersByKey.set(idempotencyKey, id);
        return send(200, { object: 'customer', id, email: made.email, name: body.get('name') });
      }
      // Saved cards: a SetupIntent (confirmed by Stripe.js in a browser; here by the test's `confirmSetup`).
      if (req.method === 'POST' && path === '/v1/setup_intents') {
        const id = `seti_${randomBytes(8).toString('hex')}`;
        const setup = { id, object: 'setup_intent' as const, status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`, customer: body.get('customer'), usage: body.get('usage') ?? 'off_session', metadata: metadataOf(body), payment_method: null };
        setups.set(id, setup);
        return send(200, setup);
      }
      const setupPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && setupPath) {
        const setup = setups.get(setupPath[1]!);
        if (!setup) return send(404, { error: { type: 'invalid_request_error', message: 'No such setupintent' } });
        const expand = [...new URL(req.url ?? '', 'http://x').searchParams].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);
        const pm = setup.payment_method ? methods.get(setup.payment_method) : null;
        return send(200, { ...setup, payment_method: expand.includes('payment_method') && pm ? pm : setup.payment_method });
      }
      const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
      if (req.method === 'POST' && detach) {
        const pm = methods.get(detach[1]!);
        if (!pm) return send(404, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } });
        pm.customer = null;
        return send(200, pm);
      }
      // An intent confirmed with a saved card, off-session: taken (held, with manual capture), or refused as Stripe refuses.
      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
      if (req.method === 'POST' && confirm) {
        const seen = idempotencyKey ? confirmsByKey.get(idempotencyKey) : undefined;
        if (seen) return send(seen.status, seen.body);
        const intent = intents.get(confirm[1]!);
        if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        const answer = (status: number, payload: unknown) => {
          if (idempotencyKey) confirmsByKey.set(idempotencyKey, { status, body: payload });
          return send(status, payload);
        };
        if (intent.status !== 'requires_payment_method') return answer(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` } });
        const pm = methods.get(body.get('payment_method') ?? '');
        if (!pm || pm.customer === null || pm.customer !== intent.customer) return answer(400, { error: { type: 'invalid_request_error', message: 'The provided PaymentMethod does not belong to the intent’s customer.' } });
        if (pm.fails) {
          intent.last_payment_error = { message: 'Your card has insufficient funds.' };
          return answer(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: intent } });
        }
        intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
        intent.amount_capturable = intent.capture_method === 'manual' ? intent.amount : 0;
        intent.amount_received = intent.capture_method === 'manual' ? 0 : intent.amount;
        return answer(200, intent);
      }
      const fund = /^\/v1\/test_helpers\/customers\/([^/]+)\/fund_cash_balance$/.exec(path);
      if (req.method === 'POST' && fund) {
        // Applied to the customer's oldest waiting intent, as Stripe's automatic reconciliation does.
        let left = Number(body.get('amount'));
        for (const intent of intents.values()) {
          const transfer = intent.next_action?.display_bank_transfer_instructions as { amount_remaining: number } | undefined;
          if (intent.customer !== fund[1] || intent.status !== 'requires_action' || !transfer || left <= 0) continue;
          const applied = Math.min(left, transfer.amount_remaining);
          transfer.amount_remaining -= applied;
          intent.amount_received += applied;
          left -= applied;
          if (transfer.amount_remaining === 0) {
            intent.status = 'succeeded';
            intent.next_action = null;
          }
        }
        return send(200, { object: 'customer_cash_balance_transaction', customer: fund[1], net_amount: Number(body.get('amount')) });
      }
      const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        // A held card (capture_method manual) captured once, for at most what was authorized.
        const existing = idempotencyKey ? capturesByKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, intents.get(existing));
        const intent = intents.get(capture[1]!);
        if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (intent.status !== 'requires_capture') {
          return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.` } });
        }
        const amount = Number(body.get('amount_to_capture') ?? intent.amount);
        if (amount > intent.amount) return send(400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'The amount to capture is greater than the amount capturable.' } });
        intent.status = 'succeeded';
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        if (idempotencyKey) capturesByKey.set(idempotencyKey, intent.id);
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const existing = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, existing);
        const intent = intents.get(body.get('payment_intent') ?? '');
        if (!intent || intent.status !== 'succeeded') return send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has not been charged.' } });
        // What was taken (a capture may be less than the intent), less what was refunded already.
        const taken = intent.amount_received || intent.amount;
        const given = refunds.filter((r) => r.payment_intent === intent.id).reduce((n, r) => n + r.amount, 0);
        const wanted = Number(body.get('amount') ?? taken - given);
        if (wanted > taken - given) return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is greater than unrefunded amount on charge.' } });
        const refund = { id: `re_${randomBytes(8).toString('hex')}`, object: 'refund', amount: wanted, payment_intent: intent.id, status: 'succeeded' };
        refunds.push(refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return send(200, refund);
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (intent.status === 'succeeded' || intent.status === 'processing') {
          return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.` } });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      const m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && m) {
        const intent = intents.get(m[1]!);
        if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
        if (body.get('customer')) intent.customer = body.get('customer');
        return send(200, intent);
      }
      if (req.method === 'GET' && m) {
        const intent = intents.get(m[1]!);
        return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    intents,
    requests,
    refunds,
    customers,
    setups,
    methods,
    /** What Stripe.js does in the browser: the SetupIntent confirmed with a card, attached to its customer. */
    confirmSetup(id: string, card: { last4: string; fails?: boolean }) {
      const setup = setups.get(id);
      if (!setup) throw new Error(`no setup ${id}`);
      const pm = { id: `pm_${randomBytes(8).toString('hex')}`, object: 'payment_method' as const, type: 'card' as const, customer: setup.customer, card: { brand: 'visa', last4: card.last4, exp_month: 4, exp_year: 2031 }, fails: card.fails ?? false };
      methods.set(pm.id, pm);
      setup.payment_method = pm.id;
      setup.status = 'succeeded';
      return pm;
    },
    setStatus(id: string, status: string, amount?: number) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      // A card authorized on a manual-capture intent: all of it is capturable until captured or lapsed.
      intent.amount_capturable = status === 'requires_capture' ? intent.amount : 0;
      if (amount !== undefined) intent.amount = amount;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment of a shop whose Stripe is this fake (test keys, the webhook's secret, the fake's address). */
export const fakeStripeEnv = (port: number, webhookSecret: string): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port),
  STRIPE_API_PROTOCOL: 'http',
});
