// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { InviteByEmail } from './invite-by-email';

beforeEach(() => localStorage.clear());

const sent = { invitations: [{ id: 'i_1', status: 'queued' }] };
/** What the n-th request asked to send. */
const sentIn = (calls: { body?: unknown }[], n: number) =>
  (calls[n]?.body as { invitations?: unknown })?.invitations;

// A German owner's invitation from the home went out in English: the field named no language.
it('sends in the language it starts from, and in the one the person picks', async () => {
  const calls = stubApi(() => ({ body: sent }));
  const { user } = renderScreen(<InviteByEmail businessId="b_1" language="de" pickLanguage />);
  const language = screen.getByLabelText('Customer’s language') as HTMLSelectElement;
  expect(language.value).toBe('de');

  await user.type(screen.getByLabelText('Ask a customer for a review by e-mail'), 'lena@example.com');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(sentIn(calls, 0)).toEqual([{ email: 'lena@example.com', language: 'de' }]);

  await user.selectOptions(language, 'tr');
  await user.type(screen.getByLabelText('Ask a customer for a review by e-mail'), 'ayse@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(sentIn(calls, 1)).toEqual([{ email: 'ayse@example.com', language: 'tr' }]);
});

it('without a language, leaves it to the server (the location’s, else the owner’s)', async () => {
  const calls = stubApi(() => ({ body: sent }));
  const { user } = renderScreen(<InviteByEmail businessId="b_1" />);
  expect(screen.queryByLabelText('Customer’s language')).toBeNull();
  await user.type(screen.getByLabelText('Ask a customer for a review by e-mail'), 'kim@example.com');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(sentIn(calls, 0)).toEqual([{ email: 'kim@example.com' }]);
});

// Send stayed grey with no word why until the consent box was ticked.
it('says why Send waits while the consent box is empty', async () => {
  stubApi(() => ({ body: sent }));
  const { user } = renderScreen(<InviteByEmail businessId="b_1" />);
  await user.type(screen.getByLabelText('Ask a customer for a review by e-mail'), 'kim@example.com');
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  expect(screen.getByText('Tick the box above to send: we write only to customers who agreed.')).toBeTruthy();
  await user.click(screen.getByRole('checkbox'));
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  expect(screen.queryByText(/Tick the box above/)).toBeNull();
});
