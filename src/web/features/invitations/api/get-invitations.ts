import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationsKey, invitationsPath } from './keys';

export const useInvitations = (businessId: string) =>
  useQuery({
    queryKey: [...invitationsKey(businessId), 'list'],
    queryFn: () => api<{ invitations: Invitation[] }>(`${invitationsPath(businessId)}?limit=50`),
    select: (d) => d.invitations,
    staleTime: 30_000,
  });
