// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { joinTeamResponseSchema } from '#shared/schemas/teams.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { JoinTeamForm } from './join-team-form';

it('uppercases the code, cuts it to 6 characters and enables Join only at exactly 6', async () => {
  stubApi(() => ({ status: 500 }));
  const { user } = renderScreen(<JoinTeamForm onJoined={() => {}} />);
  const input = screen.getByLabelText('Business code');
  const join = screen.getByRole('button', { name: 'Join Team' });
  await user.type(input, 'ab c2');
  expect(input).toHaveProperty('value', 'ABC2');
  expect(screen.getByText('4 of 6 characters')).toBeTruthy();
  expect(join).toHaveProperty('disabled', true);
  await user.type(input, '34xyz');
  expect(input).toHaveProperty('value', 'ABC234');
  expect(join).toHaveProperty('disabled', false);
});

it('Enter with an incomplete code asks for the 6 characters and sends nothing', async () => {
  const calls = stubApi(() => ({ status: 500 }));
  const { user } = renderScreen(<JoinTeamForm onJoined={() => {}} />);
  await user.type(screen.getByLabelText('Business code'), 'ABC{Enter}');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Please enter a 6-character business code',
  );
  expect(calls).toEqual([]);
});

it("joins with the server's answer, and shows the server's message when the code is wrong", async () => {
  const calls = stubApi(({ body }) =>
    (body as { businessCode: string }).businessCode === 'RIGHT7'
      ? { body: joinTeamResponseSchema.parse({ business: { id: 'b_1', name: 'Harbour Café' } }) }
      : { status: 404, body: { message: 'That code does not match any business.', code: 'NOT_FOUND' } },
  );
  const onJoined = vi.fn();
  const { user } = renderScreen(<JoinTeamForm onJoined={onJoined} />);
  const input = screen.getByLabelText('Business code');
  await user.type(input, 'WRONG1{Enter}');
  expect((await screen.findByRole('alert')).textContent).toContain('That code does not match any business.');
  expect(onJoined).not.toHaveBeenCalled();

  await user.clear(input);
  await user.type(input, 'RIGHT7');
  await user.click(screen.getByRole('button', { name: 'Join Team' }));
  await waitFor(() => expect(onJoined).toHaveBeenCalledWith({ id: 'b_1', name: 'Harbour Café' }));
  expect((await screen.findByRole('status')).textContent).toContain("You've joined Harbour Café team!");
  expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
    ['POST', '/api/teams/join', { businessCode: 'WRONG1' }],
    ['POST', '/api/teams/join', { businessCode: 'RIGHT7' }],
  ]);
});
