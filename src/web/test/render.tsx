import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { dismissToast } from '#web/lib/toast-store.ts';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

/** A screen as the app shows it: a real query client with the app's defaults, a router and the toaster. */
export function renderScreen(ui: ReactElement, route = '/') {
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
}

type Answer = { status?: number; body?: unknown };
export type ApiCall = { method: string; path: string; body: unknown };

/**
 * The server's side of these screen tests: `answer` gets each call and returns a status and body.
 * Build bodies with the shared schemas' `.parse`, so an answer can never drift from the contract.
 */
export function stubApi(answer: (call: ApiCall) => Answer | Promise<Answer>) {
  const calls: ApiCall[] = [];
  // The owner app's client hands fetch a Request; a plain link's fetch is a path and its options.
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, location.href), init) : input;
    const url = new URL(request.url);
    const text = await request.text();
    const call = {
      method: request.method,
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
