import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

type Encoding = 'br' | 'gzip';

/**
 * The browser's Accept-Encoding, negotiated (quality values count: `br;q=0` means never brotli):
 * brotli when it is among the best the browser takes, else gzip, else none.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!value) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': value } });
  // negotiator 1 takes a preference order for ties; @types/negotiator 0.6 does not know it yet.
  const encoding = negotiator.encoding.bind(negotiator) as (
    available: string[],
    options: { preferred: string[] },
  ) => string | undefined;
  const best = encoding(ENCODINGS, { preferred: ENCODINGS });
  return best === 'br' || best === 'gzip' ? best : null;
}
const ENCODINGS = ['br', 'gzip', 'identity'];

function encode(raw: Buffer, encoding: Encoding): Buffer {
  // Brotli quality 5: within a few per cent of the best size at a fraction of quality 11's cost.
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(raw, { level: 6 });
}

/** A page rendered once and sent many times: each encoding is made on first use and kept. */
export class EncodedPage {
  private readonly raw: Buffer;
  private readonly variants = new Map<Encoding, Buffer>();
  constructor(html: string) {
    this.raw = Buffer.from(html);
  }
  body(encoding: Encoding | null): Buffer {
    if (!encoding) return this.raw;
    let v = this.variants.get(encoding);
    if (!v) {
      v = encode(this.raw, encoding);
      this.variants.set(encoding, v);
    }
    return v;
  }
}

/**
 * Sends server-rendered HTML compressed: a 20 KB page becomes ~5 KB, which fits the first round
 * trip on a slow phone connection.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: string | EncodedPage,
) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const encoded = typeof page === 'string' ? new EncodedPage(page) : page;
  // The same URL answers in the browser's language too (customer pages), so caches key on both.
  reply.code(status).header('cache-control', 'no-store').header('vary', 'accept-encoding, accept-language');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(encoded.body(encoding));
}

/**
 * A page that a popup lands on when it comes back from Google (another origin). It is served with
 * `Cross-Origin-Opener-Policy: unsafe-none`: our other pages' `same-origin-allow-popups` would put
 * the returning popup in a new browsing context group, cut from its opener, so it could neither
 * report back nor close itself (public/auth-callback.js has a same-origin channel for that case too).
 */
export const sendPopupPage = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'unsafe-none')
    .type('text/html; charset=utf-8')
    .send(body);
