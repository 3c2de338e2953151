// One webhook POST: 10 seconds at most, no redirects followed (node:http never follows), the
// answer read to 4 KB and kept only as a 200-character excerpt, the connection pinned to a checked address.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkedLookup, type DestinationMode, parseDestination } from './destination';

const TIMEOUT_MS = 10_000;
const READ_AT_MOST = 4 * 1024;
const EXCERPT = 200;

export type PostResult = {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
};

export async function postJson(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  mode: DestinationMode,
): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = parseDestination(rawUrl, mode);
  } catch (err) {
    return done({ statusCode: null, error: (err as Error).message, excerpt: null });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        lookup: checkedLookup(mode),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT);
          resolve(done({ statusCode: res.statusCode ?? null, error: null, excerpt: text || null }));
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= READ_AT_MOST) return;
          chunks.push(chunk.subarray(0, READ_AT_MOST - size));
          size += chunk.length;
          if (size >= READ_AT_MOST) {
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    req.on('error', (err: Error & { code?: string }) => {
      const reason =
        err.name === 'AbortError' || err.name === 'TimeoutError'
          ? 'No answer within 10 seconds'
          : err.code === 'WEBHOOK_ADDRESS_REFUSED'
            ? `Refused: ${err.message}`
            : `Could not connect (${err.code ?? err.message})`;
      resolve(done({ statusCode: null, error: reason, excerpt: null }));
    });
    req.end(body);
  });
}
