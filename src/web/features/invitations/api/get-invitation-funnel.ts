import { useQuery } from '@tanstack/react-query';
import type { InvitationFunnel } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationsKey, invitationsPath } from './keys';

export const useInvitationFunnel = (businessId: string) =>
  useQuery({
    queryKey: [...invitationsKey(businessId), 'funnel'],
    queryFn: () => api<InvitationFunnel>(`${invitationsPath(businessId)}/funnel`),
    staleTime: 60_000,
  });
