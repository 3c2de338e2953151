// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { userSchema } from '#shared/schemas/auth.ts';
import { i18nNow, pickLocale, switchLocale } from '#web/i18n/locale-store.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { stubApi } from '#web/test/render.tsx';
import { LocaleSync } from './locale-sync';
import { useChooseLocale } from './use-choose-locale';

const user = (locale: 'en' | 'ar', localeSaved: boolean) =>
  userSchema.parse({
    id: 'u_1',
    firstName: 'Maya',
    lastName: 'Lee',
    email: 'maya@example.com',
    profileImageUrl: null,
    locale,
    localeSaved,
  });

/** The header's menu (its hook) and the sync, on a dashboard screen. */
function Screen() {
  useChooseLocale();
  return <LocaleSync />;
}

it('keeps a language picked while the account was still loading, and saves it once the account answers', async () => {
  await switchLocale('en');
  let answerAccount: () => void = () => {};
  const accountArrives = new Promise<void>((resolve) => {
    answerAccount = resolve;
  });
  const calls = stubApi(async ({ method, path }) => {
    if (path !== '/api/auth/user') return { status: 404 };
    if (method === 'PATCH') return { body: user('ar', true) };
    await accountArrives;
    // The account as the server knew it before the pick: English, from the browser.
    return { body: user('en', false) };
  });
  const router = createMemoryRouter([{ path: '/dashboard', Component: Screen }], {
    initialEntries: ['/dashboard'],
  });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The owner picks Arabic on a slow phone, before the account has answered.
  await pickLocale('ar');
  expect(i18nNow().locale).toBe('ar');
  answerAccount();
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ locale: 'ar' });
  // Once every request and save has settled, the account's older answer has not switched it back.
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  expect(i18nNow().locale).toBe('ar');
});

function renderScreen(path = '/dashboard') {
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

// A German owner's app was German while every e-mail came in English: the account had no language.
it('gives an account without a language the one its owner reads the app in, once', async () => {
  await switchLocale('en');
  localStorage.clear();
  const calls = stubApi(({ method, path }) => {
    if (path !== '/api/auth/user') return { status: 404 };
    if (method === 'PATCH') return { body: user('ar', true) };
    // The browser prefers Arabic; the account has not saved a language yet.
    return { body: user('ar', false) };
  });
  const queryClient = renderScreen();
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ locale: 'ar' });
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  expect(i18nNow().locale).toBe('ar');
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
});

it("keeps the language of the landing page a newcomer signs in on, over the browser's", async () => {
  await switchLocale('en');
  localStorage.clear();
  const calls = stubApi(({ method, path }) => {
    if (path !== '/api/auth/user') return { status: 404 };
    if (method === 'PATCH') return { body: user('ar', true) };
    return { body: user('en', false) };
  });
  // Signed in on the Arabic landing page: what is read there is what the account keeps.
  renderScreen('/ar/');
  await waitFor(() => expect(i18nNow().locale).toBe('ar'));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ locale: 'ar' }));
});

// Browsing /ar/ signed out once made the next owner's first paint English and their app Arabic.
it('remembers nothing from a landing page visited signed out', async () => {
  await switchLocale('en');
  localStorage.clear();
  stubApi(({ path }) => (path === '/api/auth/user' ? { status: 401 } : { status: 404 }));
  const queryClient = renderScreen('/ar/');
  await waitFor(() => expect(i18nNow().locale).toBe('ar'));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(localStorage.getItem('reviewtap.locale')).toBeNull();
});

it('leaves a saved language alone', async () => {
  await switchLocale('en');
  localStorage.clear();
  const calls = stubApi(({ path }) =>
    path === '/api/auth/user' ? { body: user('ar', true) } : { status: 404 },
  );
  const queryClient = renderScreen();
  await waitFor(() => expect(i18nNow().locale).toBe('ar'));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
});
