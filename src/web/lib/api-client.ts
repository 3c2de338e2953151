import type { z } from 'zod';
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

type Options = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/** The answer a route's response schema in src/shared describes: `api<Answer<typeof userSchema>>`. */
export type Answer<S extends z.ZodType> = z.infer<S>;

/**
 * A dumb fetch wrapper: credentials, JSON, errors. No toasts, no redirects: those live in the app layer.
 * The answer is typed, not parsed: the server checks every answer against its route's schema on the
 * way out (the type provider's serializer, src/server/app.ts), so the owner app does not download
 * zod to check it again (docs/decisions/0035-answers-checked-on-the-server.md).
 */
export async function api<T = unknown>(path: string, options: Options = {}): Promise<T> {
  const res = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  if (!res.ok) throw refusal(res, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

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
 * A POST answered with lines of JSON (`application/x-ndjson`), each handed to `onLine` as soon as it
 * arrives: a draft's words appear while the model writes them. A refusal throws as `api` does.
 */
export async function apiLines<T>(
  path: string,
  body: unknown,
  onLine: (line: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) throw refusal(res, await res.text());
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
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
