import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next request meets; without one queued, a streamed reply. */
export type StandInBehaviour =
  | { kind: 'stream' }
  | { kind: 'plain' }
  | { kind: 'text'; text: string }
  | { kind: 'length' }
  | { kind: 'close-mid' }
  | { kind: 'hang' }
  | { kind: 'error'; status: number; code?: string; retryAfter?: number }
  | { kind: 'refuse-field'; field: 'max_tokens' | 'max_completion_tokens' };

type Received = { authorization: string | undefined; body: Record<string, unknown>; raw: string };

const REPLIES: Record<string, { low: string; high: string }> = {
  en: {
    low: 'Dear {name}, we are truly sorry that your visit was not what it should have been. Thank you for telling us. Please get in touch with us directly so we can put it right.',
    high: 'Thank you so much, {name}! We are delighted you enjoyed your visit and look forward to seeing you again soon.',
  },
  de: {
    low: 'Liebe/r {name}, es tut uns wirklich leid, dass Ihr Besuch nicht so war, wie er sein sollte. Danke, dass Sie es uns sagen. Bitte melden Sie sich direkt bei uns, damit wir es wiedergutmachen können.',
    high: 'Vielen herzlichen Dank, {name}! Wir freuen uns sehr, dass es Ihnen gefallen hat, und hoffen, Sie bald wiederzusehen.',
  },
};

const line = (label: string, text: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(text)?.[1] ?? '';

/** The stand-in's own "model": a fixed reply in the language, name, stars and sign-off the prompt gives. */
function standInReply(body: Record<string, unknown>) {
  const messages = (body.messages as { content: string }[] | undefined) ?? [];
  const user = messages.at(-1)?.content ?? '';
  const language = /\((\w\w)\)/.exec(line('Language', user))?.[1] ?? 'en';
  const stars = Number(/^(\d)/.exec(line('Stars', user))?.[1] ?? 5);
  const name = line("Reviewer's first name", user);
  const signOff = line('Sign-off', user);
  const texts = REPLIES[language] ?? REPLIES.en!;
  const text = (stars <= 3 ? texts.low : texts.high).replace(
    '{name}',
    name && name !== '(none)' ? name : language === 'de' ? 'Gast' : 'there',
  );
  return signOff && signOff !== '(none)' ? `${text}\n${signOff}` : text;
}

const chunk = (delta: Record<string, unknown>, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

/**
 * A local server speaking the OpenAI-compatible chat completions wire format, for the real adapter to
 * talk to: streamed answers (`data:` lines, a keep-alive comment, a usage-only chunk, `[DONE]`), a plain
 * JSON answer, the errors providers send, a stream cut by the token limit or closed midway, and a
 * server that never answers. It records what it received. `wordDelayMs` paces the streamed words.
 */
export async function startChatModelStandIn(
  options: { port?: number; wordDelayMs?: number; firstDelayMs?: number } = {},
) {
  const received: Received[] = [];
  const queue: StandInBehaviour[] = [];
  let wordDelayMs = options.wordDelayMs ?? 5;
  const firstDelayMs = options.firstDelayMs ?? 0;
  const open = new Set<ServerResponse>();
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function stream(res: ServerResponse, text: string, finish: 'stop' | 'length', closeMidway = false) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant' }, null));
    res.write(': keep-alive\n\n');
    if (firstDelayMs) await wait(firstDelayMs);
    const words = text.split(/(?<= )/);
    const shown = finish === 'length' || closeMidway ? words.slice(0, Math.ceil(words.length / 2)) : words;
    for (const word of shown) {
      if (res.destroyed) return;
      res.write(chunk({ content: word }, null));
      if (wordDelayMs) await wait(wordDelayMs);
    }
    if (closeMidway) {
      res.destroy();
      return;
    }
    res.write(chunk({}, finish));
    // vLLM ends with a usage-only chunk whose choices are empty.
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-standin', choices: [], usage: { total_tokens: 90 } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' && req.url === '/health') {
      res.end('ok');
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error', code: null } }));
      return;
    }
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const raw = Buffer.concat(parts).toString('utf8');
    const body = JSON.parse(raw) as Record<string, unknown>;
    received.push({ authorization: req.headers.authorization, body, raw });
    const behaviour = queue.shift() ?? { kind: 'stream' };
    const reply = standInReply(body);
    const error = (
      status: number,
      code: string | null,
      headers: Record<string, string> = {},
      message = `stand-in ${status}`,
    ) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ error: { message, type: 'error', code } }));
    };
    switch (behaviour.kind) {
      case 'error':
        return error(
          behaviour.status,
          behaviour.code ?? null,
          behaviour.retryAfter !== undefined ? { 'retry-after': String(behaviour.retryAfter) } : {},
        );
      case 'refuse-field':
        if (behaviour.field in body) {
          const other = behaviour.field === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
          return error(
            400,
            'unsupported_parameter',
            {},
            `Unsupported parameter: '${behaviour.field}' is not supported with this model. Use '${other}' instead.`,
          );
        }
        return stream(res, reply, 'stop');
      case 'hang':
        open.add(res);
        return;
      case 'plain':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-standin',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'stand-in',
            choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          }),
        );
        return;
      case 'text':
        return stream(res, behaviour.text, 'stop');
      case 'length':
        return stream(res, reply, 'length');
      case 'close-mid':
        return stream(res, reply, 'stop', true);
      default:
        return stream(res, reply, 'stop');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL as AI_BASE_URL takes it: on 127.0.0.1, another origin than the app's localhost. */
    url: `http://127.0.0.1:${port}/v1`,
    received,
    next(...behaviours: StandInBehaviour[]) {
      queue.push(...behaviours);
    },
    /** Forgets behaviours queued for requests that never came. */
    clear() {
      queue.length = 0;
    },
    pace(ms: number) {
      wordDelayMs = ms;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type ChatModelStandIn = Awaited<ReturnType<typeof startChatModelStandIn>>;
