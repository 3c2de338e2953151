// Test-only: Google's Business Profile APIs on one local origin (GOOGLE_API_BASE_URL), in the shapes of
// shared/fixtures/google-business-profile: accounts and locations with pagination (groups included),
// reviews newest update first with pagination, reply and delete, Google's error envelope. Access
// tokens are checked with the local OpenID provider that issued them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInReview = {
  reviewId: string;
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  reviewer: { displayName: string; isAnonymous?: boolean };
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
};

type Location = {
  name: string;
  title: string;
  metadata: { placeId: string; newReviewUri?: string; hasVoiceOfMerchant: boolean };
  reviews: StandInReview[];
};
type Account = { name: string; accountName: string; type: string; locations: Location[] };
type Fault = { status: number; status_text: string; retryAfter?: string };

export type BusinessProfileStandIn = {
  url: string;
  accounts: Account[];
  /** Path and method of every request, in order. */
  requests: string[];
  /** The next `times` API calls answer this error (401, 403, 404, 429 …). */
  failNext(status: number, times?: number, retryAfter?: string): void;
  close(): Promise<void>;
};

const STATUS: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
};

export async function startBusinessProfileStandIn(
  accounts: Account[],
  isValidToken: (token: string) => Promise<boolean>,
): Promise<BusinessProfileStandIn> {
  const requests: string[] = [];
  const faults: Fault[] = [];

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    send(
      res,
      status,
      { error: { code: status, message, status: STATUS[status] ?? 'UNKNOWN', details: [] } },
      headers,
    );

  /** One page of `items` from `pageToken` (an offset), at most `max` and `pageSize`. */
  function page<T>(items: T[], url: URL, max: number) {
    const size = Math.min(Number(url.searchParams.get('pageSize') ?? 10) || 10, max);
    const start = Number(url.searchParams.get('pageToken') ?? 0) || 0;
    const slice = items.slice(start, start + size);
    return { slice, nextPageToken: start + size < items.length ? String(start + size) : undefined };
  }

  async function body(req: IncomingMessage) {
    let text = '';
    for await (const chunk of req) text += chunk;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${req.method} ${url.pathname}`);
    const fault = faults.shift();
    if (fault)
      return fail(
        res,
        fault.status,
        `Injected ${fault.status_text}`,
        fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
      );
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!token || !(await isValidToken(token)))
      return fail(res, 401, 'Request had invalid authentication credentials.');

    if (url.pathname === '/v1/accounts' && req.method === 'GET') {
      const { slice, nextPageToken } = page(accounts, url, 20);
      return send(res, 200, {
        accounts: slice.map(({ locations: _, ...a }) => a),
        ...(nextPageToken ? { nextPageToken } : {}),
      });
    }
    const locations = url.pathname.match(/^\/v1\/(accounts\/[^/]+)\/locations$/);
    if (locations && req.method === 'GET') {
      if (!url.searchParams.get('readMask')) return fail(res, 400, 'readMask is required');
      const account = accounts.find((a) => a.name === locations[1]);
      if (!account) return fail(res, 404, 'Requested entity was not found.');
      const { slice, nextPageToken } = page(account.locations, url, 100);
      return send(res, 200, {
        locations: slice.map(({ reviews: _, ...l }) => l),
        ...(nextPageToken ? { nextPageToken } : {}),
      });
    }
    const reviews = url.pathname.match(
      /^\/v4\/(accounts\/[^/]+)\/(locations\/[^/]+)\/reviews(?:\/([^/]+)\/reply)?$/,
    );
    if (reviews) {
      const account = accounts.find((a) => a.name === reviews[1]);
      const location = account?.locations.find((l) => l.name === reviews[2]);
      if (!location) return fail(res, 404, 'Requested entity was not found.');
      if (!location.metadata.hasVoiceOfMerchant) return fail(res, 403, 'The caller does not have permission');
      if (!reviews[3] && req.method === 'GET') {
        const ordered = [...location.reviews].sort((a, b) => b.updateTime.localeCompare(a.updateTime));
        const { slice, nextPageToken } = page(ordered, url, 50);
        const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
        const total = location.reviews.length;
        const average = total ? location.reviews.reduce((n, r) => n + stars[r.starRating], 0) / total : 0;
        return send(res, 200, {
          reviews: slice,
          averageRating: Math.round(average * 10) / 10,
          totalReviewCount: total,
          ...(nextPageToken ? { nextPageToken } : {}),
        });
      }
      const review = location.reviews.find((r) => r.reviewId === decodeURIComponent(reviews[3] ?? ''));
      if (!review) return fail(res, 404, 'Requested entity was not found.');
      const now = new Date().toISOString();
      if (req.method === 'PUT') {
        const comment = String((await body(req)).comment ?? '');
        if (new TextEncoder().encode(comment).length > 4096) return fail(res, 400, 'Reply too long');
        review.reviewReply = { comment, updateTime: now };
        review.updateTime = now;
        return send(res, 200, review.reviewReply);
      }
      if (req.method === 'DELETE') {
        review.reviewReply = undefined;
        review.updateTime = now;
        return send(res, 200, {});
      }
    }
    return fail(res, 404, 'Requested entity was not found.');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => fail(res, 500, String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accounts,
    requests,
    failNext(status, times = 1, retryAfter) {
      for (let i = 0; i < times; i += 1)
        faults.push({ status, status_text: STATUS[status] ?? String(status), retryAfter });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
