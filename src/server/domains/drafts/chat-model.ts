// The one adapter for the operator's language model: the OpenAI-compatible chat completions API that
// OpenAI, Azure OpenAI, Ollama, vLLM and llama.cpp's server speak. It asks for a streamed answer and
// yields the words as they come; a server that answers in one piece works too.
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ModelSettings } from '#server/config.ts';

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** How a draft ended: whole, cut by the token limit, refused by the provider, or the stream closed early. */
export type DraftFinish = 'stop' | 'length' | 'refused' | 'cut';

/** Why the model gave no draft, in the few kinds an owner and an operator can act on. */
export type ModelFailure = 'busy' | 'no-credit' | 'setup' | 'unavailable' | 'timeout';

export class ModelError extends Error {
  constructor(
    readonly failure: ModelFailure,
    message: string,
    /** Seconds the server asked us to wait, when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

export type ChatModel = {
  /** The words of the answer as they arrive; the generator's return value says how it ended. */
  write(
    messages: ChatMessage[],
    options: { maxTokens: number; signal?: AbortSignal },
  ): AsyncGenerator<string, DraftFinish>;
};

type Options = {
  /** Attempts after the first, for a 429 or a 5xx before any word arrived. */
  retries?: number;
  /** The longest `retry-after` worth waiting for while an owner watches; longer is "busy" at once. */
  maxWaitMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

type ErrorBody = { message: string; code: string };

async function errorOf(res: Response): Promise<ErrorBody> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; code?: unknown; type?: unknown } };
    const e = parsed.error;
    return {
      message: typeof e?.message === 'string' ? e.message : '',
      code: typeof e?.code === 'string' ? e.code : typeof e?.type === 'string' ? e.type : '',
    };
  } catch {
    return { message: text.slice(0, 200), code: '' };
  }
}

/** `retry-after` in seconds, or an HTTP date; undefined when absent or unreadable. */
function retryAfterSeconds(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

const BUSY = 'The writing service is busy just now. Try again in a minute, or write the reply yourself.';

function failureOf(status: number, error: ErrorBody, retryAfter?: number): ModelError {
  if (status === 429 && error.code === 'insufficient_quota') {
    return new ModelError(
      'no-credit',
      'The writing service has no credit left. Ask the operator to top it up.',
    );
  }
  if (status === 429) return new ModelError('busy', BUSY, retryAfter);
  if (status === 401 || status === 403 || status === 404 || status === 400) {
    // The operator's settings (key, model name, server) are wrong: the owner can only pass it on.
    return new ModelError(
      'setup',
      `The writing service refused the request (${status}${error.code ? ` ${error.code}` : ''}). Ask the operator to check AI_BASE_URL, AI_API_KEY and AI_MODEL.`,
    );
  }
  return new ModelError(
    'unavailable',
    'The writing service is not answering. Try again, or write the reply yourself.',
  );
}

const isTokensFieldProblem = (error: ErrorBody) =>
  /max_tokens|max_completion_tokens/.test(`${error.code} ${error.message}`);

type Chunk = {
  choices?:
    | { delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown }[]
    | null;
  error?: unknown;
};

const finishOf = (reason: unknown): DraftFinish | null =>
  reason === 'length'
    ? 'length'
    : reason === 'content_filter'
      ? 'refused'
      : typeof reason === 'string'
        ? 'stop'
        : null;

export function createChatModel(settings: ModelSettings, options: Options = {}): ChatModel {
  const retries = options.retries ?? 2;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const sleep = options.sleep ?? sleepFor;
  // Learned once: a server that refuses one name of the token limit gets the other from then on.
  let tokensField = settings.tokensField;
  const url = `${settings.baseUrl}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream, application/json',
    ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
  };

  async function open(messages: ChatMessage[], maxTokens: number, signal: AbortSignal) {
    let switched = false;
    for (let attempt = 0; ; attempt += 1) {
      const body = JSON.stringify({
        model: settings.model,
        stream: true,
        temperature: 0.4,
        [tokensField]: maxTokens,
        messages,
      });
      const res = await fetch(url, { method: 'POST', headers, body, signal });
      if (res.ok) return res;
      const error = await errorOf(res);
      if (res.status === 400 && !switched && isTokensFieldProblem(error)) {
        tokensField = tokensField === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens';
        switched = true;
        attempt -= 1;
        continue;
      }
      const retryAfter = retryAfterSeconds(res);
      const retryable = (res.status === 429 && error.code !== 'insufficient_quota') || res.status >= 500;
      if (!retryable || attempt >= retries) throw failureOf(res.status, error, retryAfter);
      const wait = retryAfter !== undefined ? retryAfter * 1000 : 500 * 2 ** attempt;
      if (wait > maxWaitMs) throw failureOf(res.status, error, retryAfter);
      await sleep(wait, signal);
    }
  }

  return {
    async *write(messages, { maxTokens, signal }) {
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let wrote = false;
      try {
        const res = await open(messages, maxTokens, both);
        if (!res.headers.get('content-type')?.includes('text/event-stream')) {
          // A server that ignores `stream` answers the whole completion at once.
          const whole = (await res.json()) as Chunk;
          const choice = whole.choices?.[0];
          const text = choice?.message?.content;
          if (typeof text === 'string' && text) yield text;
          return finishOf(choice?.finish_reason) ?? 'stop';
        }
        if (!res.body) return 'cut';
        const events = res.body
          .pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream());
        let finish: DraftFinish | null = null;
        for await (const event of events) {
          if (event.data === '[DONE]') break;
          let chunk: Chunk;
          try {
            chunk = JSON.parse(event.data) as Chunk;
          } catch {
            continue;
          }
          if (chunk.error)
            throw new ModelError('unavailable', 'The writing service stopped with an error. Try again.');
          // A usage-only chunk (vLLM) has no choices.
          const choice = chunk.choices?.[0];
          if (!choice) continue;
          const text = choice.delta?.content;
          if (typeof text === 'string' && text) {
            wrote = true;
            yield text;
          }
          finish = finishOf(choice.finish_reason) ?? finish;
        }
        return finish ?? 'cut';
      } catch (err) {
        if (err instanceof ModelError) throw err;
        if (timeout.aborted) {
          throw new ModelError(
            'timeout',
            'The writing service took too long. Try again, or write the reply yourself.',
          );
        }
        if (signal?.aborted) throw err;
        // The server hung up midway: what arrived is incomplete, and says so.
        if (wrote) return 'cut';
        throw new ModelError(
          'unavailable',
          'The writing service is not answering. Try again, or write the reply yourself.',
        );
      }
    },
  };
}
