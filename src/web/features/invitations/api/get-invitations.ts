import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '#shared/schemas/invitations.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { invitationsKey } from './keys';

export const useInvitations = (businessId: string) =>
  useQuery({
    queryKey: [...invitationsKey(businessId), 'list'],
    queryFn: (): Promise<{ invitations: Invitation[] }> =>
      answer(
        client.GET('/api/businesses/{id}/invitations', {
          params: { path: { id: businessId }, query: { limit: 50 } },
        }),
      ),
    select: (d) => d.invitations,
    staleTime: 30_000,
  });
