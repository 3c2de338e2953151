// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { generateCodeResponseSchema, teamSchema } from '#shared/schemas/teams.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { TeamManager } from './team-manager';

const member = (n: number, role: 'owner' | 'member') => ({
  id: `m${n}`,
  userId: `u${n}`,
  role,
  user: { firstName: `Person${n}`, lastName: 'Lee', email: `p${n}@example.com` },
});

const fullTeam = teamSchema.parse({
  businessCode: 'ABC234',
  teamCount: 3,
  maxTeamSize: 3,
  teamMembers: [member(1, 'owner'), member(2, 'member'), member(3, 'member')],
});

it('shows a full team: the code, Team Full, the capacity and every member with role and e-mail', async () => {
  stubApi(() => ({ body: fullTeam }));
  renderScreen(<TeamManager businessId="b_1" />);
  expect(await screen.findByTestId('business-code')).toHaveProperty('textContent', 'ABC234');
  expect(screen.getByText('Team Full')).toBeTruthy();
  expect(screen.getByText(/this code won't let anyone join until you remove a member/)).toBeTruthy();
  expect(screen.getByRole('progressbar', { name: 'Team capacity' }).getAttribute('aria-valuetext')).toBe(
    '3 of 3 members',
  );
  for (const n of [1, 2, 3]) expect(screen.getByText(`p${n}@example.com`)).toBeTruthy();
});

it('a team without a code offers to generate one, and shows it', async () => {
  let code: string | null = null;
  stubApi(({ method }) => {
    if (method === 'POST') {
      code = 'NEW567';
      return { body: generateCodeResponseSchema.parse({ businessCode: code }) };
    }
    return {
      body: teamSchema.parse({
        ...fullTeam,
        businessCode: code,
        teamCount: 1,
        teamMembers: [member(1, 'owner')],
      }),
    };
  });
  const { user } = renderScreen(<TeamManager businessId="b_1" />);
  await user.click(await screen.findByRole('button', { name: 'Generate Code' }));
  expect((await screen.findByRole('status')).textContent).toContain('Code Generated');
  expect(await screen.findByText('NEW567')).toBeTruthy();
  expect(screen.queryByText('Team Full')).toBeNull();
});

it('says so when the team cannot be loaded, and tries again', async () => {
  let fail = true;
  stubApi(() => (fail ? { status: 503, body: { message: 'Try again' } } : { body: fullTeam }));
  const { user } = renderScreen(<TeamManager businessId="b_1" />);
  expect(await screen.findByText('Failed to Load Team Data')).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByTestId('business-code')).toBeTruthy();
});
