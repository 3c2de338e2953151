// @module-tag node-release
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatModelStandIn, startChatModelStandIn } from '#server/test/chat-model-test-server.ts';
import { testConfig } from '#server/test/test-app.ts';
import { createChatModel, type DraftFinish, ModelError } from './chat-model';
import { draftMessages } from './prompt';

let standIn: ChatModelStandIn;
const waits: number[] = [];

beforeAll(async () => {
  standIn = await startChatModelStandIn({ wordDelayMs: 1 });
});
afterAll(() => standIn.close());

/** The real adapter, configured the way an operator does: through AI_BASE_URL and friends. */
function model(env: Record<string, string> = {}) {
  const config = testConfig({
    AI_BASE_URL: standIn.url,
    AI_MODEL: 'stand-in',
    AI_API_KEY: 'sk-test',
    ...env,
  });
  return createChatModel(config.drafts.model!, {
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

const messages = draftMessages(
  {
    kind: 'review',
    text: 'Viel zu lange gewartet und niemand hat sich entschuldigt.',
    stars: 2,
    firstName: 'Tom',
  },
  'Murinsel Garage',
  { tone: 'warm', signOff: '— Maria' },
).messages;

async function collect(gen: AsyncGenerator<string, DraftFinish>) {
  const words: string[] = [];
  for (;;) {
    const next = await gen.next();
    if (next.done) return { words, text: words.join(''), finish: next.value };
    words.push(next.value);
  }
}

describe('the chat completions adapter against a local stand-in', () => {
  it('streams the words as they come, and sends the key, the model and the token limit', async () => {
    const before = standIn.received.length;
    const { words, text, finish } = await collect(model().write(messages, { maxTokens: 600 }));
    expect(words.length).toBeGreaterThan(10);
    expect(text).toMatch(/^Liebe\/r Tom, es tut uns wirklich leid/);
    expect(text).toMatch(/— Maria$/);
    expect(finish).toBe('stop');
    const sent = standIn.received[before]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'stand-in', stream: true, max_tokens: 600 });
  });

  it('reads a server that answers in one piece', async () => {
    standIn.next({ kind: 'plain' });
    const { words, finish } = await collect(model().write(messages, { maxTokens: 600 }));
    expect(words).toHaveLength(1);
    expect(words[0]).toMatch(/^Liebe\/r Tom/);
    expect(finish).toBe('stop');
  });

  it('marks a draft cut by the token limit, and one whose stream closed midway', async () => {
    standIn.next({ kind: 'length' });
    const cut = await collect(model().write(messages, { maxTokens: 600 }));
    expect(cut.finish).toBe('length');
    expect(cut.text.length).toBeGreaterThan(0);
    standIn.next({ kind: 'close-mid' });
    const closed = await collect(model().write(messages, { maxTokens: 600 }));
    expect(closed.finish).toBe('cut');
  });

  it('waits as retry-after says on a 429, then writes; gives up as "busy" after the retries', async () => {
    waits.length = 0;
    standIn.next({ kind: 'error', status: 429, code: 'rate_limit_exceeded', retryAfter: 2 });
    const ok = await collect(model().write(messages, { maxTokens: 600 }));
    expect(ok.finish).toBe('stop');
    expect(waits).toEqual([2000]);
    standIn.next(...[1, 2, 3].map(() => ({ kind: 'error', status: 429, retryAfter: 1 }) as const));
    const busy = await collect(model().write(messages, { maxTokens: 600 })).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(ModelError);
    expect((busy as ModelError).failure).toBe('busy');
    expect((busy as ModelError).message).toContain('busy');
  });

  it('does not wait out a retry-after longer than an owner would, nor retry a quota that ran out', async () => {
    const before = standIn.received.length;
    standIn.next({ kind: 'error', status: 429, retryAfter: 120 });
    const long = await collect(model().write(messages, { maxTokens: 600 })).catch((e: unknown) => e);
    expect((long as ModelError).failure).toBe('busy');
    expect((long as ModelError).retryAfter).toBe(120);
    standIn.next({ kind: 'error', status: 429, code: 'insufficient_quota' });
    const quota = await collect(model().write(messages, { maxTokens: 600 })).catch((e: unknown) => e);
    expect((quota as ModelError).failure).toBe('no-credit');
    expect(standIn.received.length - before).toBe(2);
  });

  it('names a refused key as the operator’s to fix, and retries a 500 before giving up', async () => {
    standIn.next({ kind: 'error', status: 401, code: 'invalid_api_key' });
    const refused = await collect(model().write(messages, { maxTokens: 600 })).catch((e: unknown) => e);
    expect((refused as ModelError).failure).toBe('setup');
    expect((refused as ModelError).message).toContain('AI_API_KEY');
    standIn.next({ kind: 'error', status: 500 });
    expect((await collect(model().write(messages, { maxTokens: 600 }))).finish).toBe('stop');
    standIn.next(...[1, 2, 3].map(() => ({ kind: 'error', status: 503 }) as const));
    const down = await collect(model().write(messages, { maxTokens: 600 })).catch((e: unknown) => e);
    expect((down as ModelError).failure).toBe('unavailable');
  });

  it('says the writing service is not answering when nothing listens at AI_BASE_URL', async () => {
    const stopped = await startChatModelStandIn();
    const url = stopped.url;
    await stopped.close();
    const down = await collect(model({ AI_BASE_URL: url }).write(messages, { maxTokens: 600 })).catch(
      (e: unknown) => e,
    );
    expect(down).toBeInstanceOf(ModelError);
    expect((down as ModelError).failure).toBe('unavailable');
    expect((down as ModelError).message).toMatch(/not answering/);
  });

  it('times out a server that never answers', async () => {
    standIn.next({ kind: 'hang' });
    const started = Date.now();
    const timedOut = await collect(
      model({ AI_TIMEOUT_SECONDS: '5' }).write(messages, { maxTokens: 600 }),
    ).catch((e: unknown) => e);
    expect((timedOut as ModelError).failure).toBe('timeout');
    // It waited for the time-out it was given; the test's own limit bounds it from above.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 30_000);

  it('switches to max_completion_tokens once when the server refuses max_tokens', async () => {
    const before = standIn.received.length;
    const m = model();
    standIn.next({ kind: 'refuse-field', field: 'max_tokens' });
    expect((await collect(m.write(messages, { maxTokens: 600 }))).finish).toBe('stop');
    const [first, second] = standIn.received.slice(before);
    expect(first!.body).toHaveProperty('max_tokens', 600);
    expect(second!.body).toHaveProperty('max_completion_tokens', 600);
    expect(second!.body).not.toHaveProperty('max_tokens');
    // The same adapter remembers it.
    await collect(m.write(messages, { maxTokens: 600 }));
    expect(standIn.received.at(-1)!.body).toHaveProperty('max_completion_tokens', 600);
  });

  it('stops when the owner leaves', async () => {
    standIn.pace(50);
    const controller = new AbortController();
    const gen = model().write(messages, { maxTokens: 600, signal: controller.signal });
    await gen.next();
    controller.abort();
    await expect(collect(gen)).rejects.toBeTruthy();
    standIn.pace(1);
  });
});
