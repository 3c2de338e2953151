import createClient from 'openapi-fetch';
import type { paths } from '#api/reviewtap-api.d.ts';
import type { FieldProblem } from '#shared/schemas/errors.ts';
import { i18nNow, loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('errors');

/**
 * A non-OK answer. Its message is "status: body text" (or the status text when the body is
 * empty), as the specification says; `serverMessage` is the `{ message }` of our error shape.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly serverMessage?: string,
    public readonly code?: string,
    /** A refused request's fields (`code: VALIDATION`): which, and what is wrong with each. */
    public readonly fields: FieldProblems = [],
  ) {
    super(message);
  }
}

/**
 * The owner app's one client, typed from the published contract (docs/api/reviewtap-api.d.ts, written
 * with the document by `npm run api:document`): a call's path, parameters, body and answer come from
 * the document the server serves, so a call that drifts from its route stops compiling. Wrap a call in
 * `answer()`: `answer(client.GET('/api/businesses/{id}', { params: { path: { id } } }))`.
 */
export const client = createClient<paths>({
  baseUrl: globalThis.location?.origin,
  credentials: 'include',
  // Looked up at each call, so a screen test's stand-in for fetch answers.
  fetch: (request) => globalThis.fetch(request),
});

type Outcome<T> = { data?: T; error?: unknown; response: Response };

/**
 * A call's answer, or its refusal thrown as an ApiError. The answer is typed, not parsed: the server
 * checks every answer against its route's schema on the way out (the type provider's serializer), so
 * the owner app does not download zod to check it again (docs/decisions/0035-answers-checked-on-the-server.md).
 */
export async function answer<T>(call: Promise<Outcome<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw refusal(response, textOf(error));
  return data as T;
}

/** The refusal's body as the server sent it (the client has parsed it when it was JSON). */
const textOf = (error: unknown) =>
  error === undefined ? '' : typeof error === 'string' ? error : JSON.stringify(error);

function refusal(res: Response, text: string) {
  let serverMessage: string | undefined;
  let code: string | undefined;
  let fields: FieldProblems = [];
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown; fields?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    if (typeof parsed.code === 'string') code = parsed.code;
    if (Array.isArray(parsed.fields)) fields = parsed.fields as FieldProblems;
  } catch {
    // Not JSON: the text itself is the detail.
  }
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage, code, fields);
}

/**
 * A call answered with lines of JSON (`application/x-ndjson`, asked for with `parseAs: 'stream'`), each
 * handed to `onLine` as soon as it arrives: a draft's words appear while the model writes them. A
 * refusal throws as `answer` does.
 */
export async function answerLines<T>(call: Promise<Outcome<unknown>>, onLine: (line: T) => void) {
  const { error, response } = await call;
  if (!response.ok || !response.body) throw refusal(response, textOf(error));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line) onLine(JSON.parse(line) as T);
    }
  }
  if (buffer.trim()) onLine(JSON.parse(buffer) as T);
}

type FieldProblems = { field: string; problem: FieldProblem; limit?: number }[];

/**
 * A refused field (`code: VALIDATION`) in the owner's words: what is wrong, with the form's own
 * label for the field when the caller names it (`labels`: field → label).
 * Else the server's message when it sent one, else the caller's fallback (the error catalogue's rule).
 * The server writes English for API users; in another language the screen shows its own words for
 * the error's stable `code` (messages/en/errors.json), else the caller's fallback.
 */
export function messageOf(error: unknown, fallback: string, labels: Record<string, string> = {}): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return fallback;
  const i18n = i18nNow();
  const [refused] = error.fields;
  if (error.code === 'VALIDATION' && refused) {
    const problem = i18n.t(`errors.field.${refused.problem}`, { limit: refused.limit ?? 0 });
    const label = labels[refused.field];
    return label ? i18n.t('errors.field.named', { field: label, problem }) : problem;
  }
  if (i18n.locale === 'en') return error.serverMessage;
  const key = `errors.${error.code}`;
  return error.code && i18n.has(key) ? i18n.t(key) : fallback;
}

export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** The path parameter of a call under `/api/businesses/{id}`. */
export const forBusiness = (id: string) => ({ params: { path: { id } } });
