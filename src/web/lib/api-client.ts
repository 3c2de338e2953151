import type { z } from 'zod';

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
  ) {
    super(message);
  }
}

type Options<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
};

/** A dumb fetch wrapper: credentials, JSON, errors. No toasts, no redirects: those live in the app layer. */
export async function api<S extends z.ZodType>(path: string, options: Options<S> = {}): Promise<z.infer<S>> {
  const res = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await res.text();
  if (!res.ok) {
    let serverMessage: string | undefined;
    let code: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof parsed.message === 'string') serverMessage = parsed.message;
      if (typeof parsed.code === 'string') code = parsed.code;
    } catch {
      // Not JSON: the text itself is the detail.
    }
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage, code);
  }
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as z.infer<S>);
}

/** The server's message when it sent one, else the caller's fallback (the error catalogue's rule). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;
