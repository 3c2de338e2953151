// Drafts: time to the first streamed words and to a whole draft, through the product (HTTP, the
// owner's checks, the day's cap, the prompt, the real adapter, the NDJSON stream) against the same
// adapter asking the same local stand-in directly, in the same run. The difference is the product's own
// overhead per draft. The stand-in answers like a small local model: 120 ms to the first word, 15 ms a
// word. Prints figures; never passes or fails.
//   npx tsx bench/drafts.bench.ts
import { loadConfig } from '#server/config.ts';
import { createChatModel } from '#server/domains/drafts/chat-model.ts';
import { DRAFT_MAX_TOKENS, draftMessages } from '#server/domains/drafts/prompt.ts';
import { startChatModelStandIn } from '#server/test/chat-model-test-server.ts';
import { ownerWithBusiness } from './support/fixtures';
import { ratio, table } from './support/load';
import { startProduct } from './support/processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const standIn = await startChatModelStandIn({ firstDelayMs: 120, wordDelayMs: 15 });
const ai = { AI_BASE_URL: standIn.url, AI_MODEL: 'stand-in', DRAFTS_PER_DAY: '100000' };
const running = await startProduct(ai);
const owner = await ownerWithBusiness(running.url, 'Annenhof Bistro');
const text = 'Viel zu lange gewartet und niemand hat sich entschuldigt.';
const sent = await fetch(`${running.url}/api/businesses/${owner.businessId}/feedback`, {
  method: 'POST',
  headers: { origin: owner.origin, 'content-type': 'application/json' },
  body: JSON.stringify({ feedback: text, rating: 2, customerEmail: 'bench@example.com' }),
});
const { id: feedbackId } = (await sent.json()) as { id: string };
const model = createChatModel(loadConfig({ ...ai, LOG_LEVEL: 'silent' }).drafts.model!);
const { messages } = draftMessages({ kind: 'feedback', text, stars: 2, firstName: null }, 'Annenhof Bistro', {
  tone: 'warm',
  signOff: '',
});

/** The adapter alone: what any client of the same model would wait. */
async function direct() {
  const t0 = performance.now();
  let first = 0;
  const words = model.write(messages, { maxTokens: DRAFT_MAX_TOKENS });
  for (let next = await words.next(); !next.done; next = await words.next()) {
    if (!first) first = performance.now() - t0;
  }
  return { first, whole: performance.now() - t0 };
}

/** The product: the owner's tap, over HTTP, with every check, read as the browser reads it. */
async function product() {
  const t0 = performance.now();
  const res = await fetch(`${running.url}/api/businesses/${owner.businessId}/drafts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: owner.origin },
    body: JSON.stringify({ for: 'feedback', itemId: feedbackId }),
  });
  if (!res.ok || !res.body) throw new Error(`draft answered ${res.status}: ${await res.text()}`);
  let first = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    if (!first && decoder.decode(chunk as Uint8Array, { stream: true }).includes('"type":"text"')) {
      first = performance.now() - t0;
    }
  }
  return { first, whole: performance.now() - t0 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

// Warm both paths (JIT, connections) before measuring.
for (let i = 0; i < 3; i += 1) {
  await direct();
  await product();
}
const a: { first: number; whole: number }[] = [];
const b: { first: number; whole: number }[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  a.push(await direct());
  b.push(await product());
}
const rows = (['first', 'whole'] as const).map((what) => {
  const adapter = median(a.map((x) => x[what]));
  const through = median(b.map((x) => x[what]));
  return {
    measure: what === 'first' ? 'time to first words' : 'time to the whole draft',
    'adapter alone ms (median)': adapter.toFixed(1),
    'product ms (median)': through.toFixed(1),
    'product ms (p90)': p90(b.map((x) => x[what])).toFixed(1),
    'overhead ms': (through - adapter).toFixed(1),
    'product / adapter': ratio(through, adapter),
  };
});
console.log(
  `\nDrafts against the local model stand-in, ${ROUNDS} rounds (120 ms to the first word, 15 ms a word)`,
);
table(rows);
await running.stop();
await standIn.close();
