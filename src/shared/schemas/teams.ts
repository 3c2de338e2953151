import { z } from 'zod';
import { TEAM_CODE_LENGTH } from '#shared/lib/teams.ts';
import { businessIdSchema, roleSchema } from '#shared/schemas/businesses.ts';

export const joinTeamSchema = z.object({
  businessCode: z
    .string({ error: 'Please enter a 6-character business code' })
    .trim()
    .length(TEAM_CODE_LENGTH, 'Please enter a 6-character business code'),
});
export type JoinTeam = z.infer<typeof joinTeamSchema>;

export const joinTeamResponseSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
});

export const generateCodeResponseSchema = z.object({ businessCode: z.string() });

const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  role: roleSchema,
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  businessCode: z.string().nullable(),
  teamCount: z.number().int(),
  maxTeamSize: z.number().int(),
  teamMembers: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** To someone joining: the owner's "Subscribe to grow your team" is not theirs to act on. */
export const TEAM_PLAN_ENDED_MESSAGE =
  "This team's plan has ended, so it cannot take new members right now. Ask the owner to renew it; this code works again then.";
export const TEAM_FULL_MESSAGE = 'This team is full. Ask the owner to add a seat.';
export const WRONG_CODE_MESSAGE = 'That code does not match any team. Check it with the owner and try again.';

/** The one answer to a wrong code, a brute-force attempt included: it reveals nothing. */
export const TOO_MANY_WRONG_CODES_MESSAGE = 'Too many wrong codes. Please wait 15 minutes and try again.';
export const ALREADY_ON_A_TEAM_MESSAGE = 'You are already on a team. Leave it before joining another.';
export const ALREADY_ON_THIS_TEAM_MESSAGE = 'You are already a member of this team.';
export const OWNER_CANNOT_JOIN_MESSAGE =
  'You own a business, so you cannot join another team. Use a different account to join.';
export const OWNER_CANNOT_BE_REMOVED_MESSAGE = 'The owner cannot be removed from the team.';

export const teamMemberParamsSchema = z.object({
  id: businessIdSchema,
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'That team member link is not valid.'),
});
