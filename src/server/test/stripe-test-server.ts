import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test-only: a local server answering the Stripe API paths we use, in the shapes of the pinned API
// version (shared/fixtures/stripe), so the real `stripe` package and our adapter are what is tested.

type Json = Record<string, unknown>;
type Item = {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price' };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
};
export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  trial_end: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: 'list'; data: Item[]; has_more: false; url: string };
};

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const DAY = 24 * 60 * 60;

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } }, as Stripe reads its form bodies. */
function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const sessions = new Map<
    string,
    Json & { line_items: { price: string; quantity: string }[]; subscription_data?: Json }
  >();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; body: Json }[] = [];
  let failures = { status: 500, left: 0 };

  const periodItems = (lines: { price: string; quantity: number }[], start: number, end: number): Item[] =>
    lines.map((l) => ({
      id: id('si'),
      object: 'subscription_item',
      price: { id: l.price, object: 'price' },
      quantity: l.quantity,
      current_period_start: start,
      current_period_end: end,
    }));

  function route(method: string, path: string, body: Json): [number, unknown] {
    if (failures.left > 0) {
      failures.left -= 1;
      return [failures.status, { error: { type: 'api_error', message: 'Stripe is having a bad day.' } }];
    }
    const [, , kind, a, b] = path.split('?')[0]!.split('/');
    if (kind === 'checkout' && a === 'sessions' && method === 'POST' && !b) {
      const s = {
        id: id('cs'),
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        subscription: null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        line_items: body.line_items as never,
        subscription_data: body.subscription_data as Json | undefined,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: '',
      };
      s.url = `https://checkout.stripe.test/c/pay/${s.id}`;
      sessions.set(s.id, s);
      return [200, s];
    }
    if (kind === 'checkout' && a === 'sessions' && method === 'POST' && b && path.includes('/expire')) {
      const s = sessions.get(b);
      if (!s)
        return [
          404,
          { error: { type: 'invalid_request_error', message: `No such checkout.session: '${b}'` } },
        ];
      if (s.status !== 'open') {
        return [
          400,
          { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
        ];
      }
      s.status = 'expired';
      return [200, s];
    }
    if (kind === 'checkout' && a === 'sessions' && method === 'GET' && b) {
      const s = sessions.get(b);
      return s
        ? [200, s]
        : [404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${b}'` } }];
    }
    if (kind === 'subscriptions' && !a && method === 'GET') {
      const query = new URLSearchParams(path.split('?')[1] ?? '');
      const customer = query.get('customer');
      const data = [...subscriptions.values()].filter((sub) => !customer || sub.customer === customer);
      return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
    }
    if (kind === 'subscriptions' && a) {
      const sub = subscriptions.get(a);
      if (!sub)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              message: `No such subscription: '${a}'`,
              code: 'resource_missing',
            },
          },
        ];
      if (method === 'DELETE') {
        sub.status = 'canceled';
        return [200, sub];
      }
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        // A trialing subscription's first charge moves with its trial's end.
        if (body.trial_end !== undefined && sub.status === 'trialing') {
          sub.trial_end = Number(body.trial_end);
          for (const item of sub.items.data) item.current_period_end = Number(body.trial_end);
        }
        const end = sub.items.data[0]?.current_period_end ?? Math.floor(Date.now() / 1000) + 30 * DAY;
        for (const change of (body.items as Json[] | undefined) ?? []) {
          const existing = sub.items.data.find((i) => i.id === change.id);
          if (existing && change.deleted === 'true')
            sub.items.data = sub.items.data.filter((i) => i !== existing);
          else if (existing) existing.quantity = Number(change.quantity);
          else
            sub.items.data.push(
              ...periodItems(
                [{ price: String(change.price), quantity: Number(change.quantity) }],
                end - 30 * DAY,
                end,
              ),
            );
        }
      }
      return [200, sub];
    }
    if (kind === 'billing_portal' && a === 'sessions' && method === 'POST') {
      const s = id('bps');
      return [
        200,
        {
          id: s,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${s}`,
        },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = parseStripeForm(raw);
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '', body });
      const [status, answer] = route(req.method ?? 'GET', req.url ?? '', body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    /** The next `times` API calls answer this HTTP status with an error (the SDK retries). */
    failNext(times: number, status = 500) {
      failures = { status, left: times };
    },
    /** What Stripe does when the customer pays: a customer and a subscription, per the session. */
    completeCheckout(sessionId: string): FakeSubscription {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      if (s.status !== 'open') throw new Error(`session ${sessionId} is ${s.status}: it cannot be paid`);
      const now = Math.floor(Date.now() / 1000);
      const trialEnd = s.subscription_data?.trial_end ? Number(s.subscription_data.trial_end) : null;
      const start = trialEnd ?? now;
      const sub: FakeSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer: (s.customer as string | null) ?? id('cus'),
        status: trialEnd ? 'trialing' : 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        trial_end: trialEnd,
        // Stripe's creation time, in seconds; a later checkout makes a later subscription.
        created: Math.max(now, ...[...subscriptions.values()].map((x) => x.created + 1)),
        metadata: (s.subscription_data?.metadata as Record<string, string>) ?? {},
        items: {
          object: 'list',
          data: periodItems(
            s.line_items.map((l) => ({ price: l.price, quantity: Number(l.quantity) })),
            start - 30 * DAY,
            start + 30 * DAY,
          ),
          has_more: false,
          url: '',
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(s, { status: 'complete', customer: sub.customer, subscription: sub.id });
      return sub;
    },
    /** An event as Stripe sends it; the object is a snapshot, which our handler must not trust. */
    event(type: string, object: unknown) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
