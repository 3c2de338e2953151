import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test-only: a local server answering in Google's Text Search shapes, so the real adapter is exercised.

export const fixture = (name: 'search-text-response.json' | 'error-response.json'): string =>
  readFileSync(new URL(`./google-places-fixtures/${name}`, import.meta.url), 'utf8');

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type FakeAnswer = { status: number; body: string } | 'hang';

export interface FakeGoogle {
  baseUrl: string;
  requests: RecordedRequest[];
  answer: (request: RecordedRequest) => FakeAnswer;
  /** Hanging requests whose client gave up and closed the connection. */
  abandoned: number;
  close(): Promise<void>;
}

/** A place's live rating, as Place Details answers it with the field mask `rating,userRatingCount`. */
const LIVE_RATING_BODY = '{"rating":4.6,"userRatingCount":1284}';

/**
 * Answers the fixture for any query, and `{}` for a query containing "nothing"; Place Details
 * (`GET /v1/places/{id}`) answers a rating, and `{}` for a place with none.
 */
function defaultAnswer(request: RecordedRequest): FakeAnswer {
  if (request.method === 'GET' && request.url.startsWith('/v1/places/')) {
    return { status: 200, body: request.url.includes('unrated') ? '{}' : LIVE_RATING_BODY };
  }
  const textQuery: unknown = JSON.parse(request.body).textQuery;
  if (typeof textQuery === 'string' && textQuery.includes('nothing')) {
    return { status: 200, body: '{}' };
  }
  return { status: 200, body: fixture('search-text-response.json') };
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const requests: RecordedRequest[] = [];
  const fake: FakeGoogle = {
    baseUrl: '',
    requests,
    answer: defaultAnswer,
    abandoned: 0,
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = fake.answer(recorded);
      if (answer === 'hang') {
        res.on('close', () => {
          fake.abandoned += 1;
        });
        return;
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(answer.body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      // Hanging requests keep sockets open; close them so the server can stop.
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return fake;
}
