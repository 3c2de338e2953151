import { useQuery } from '@tanstack/react-query';
import type { InvitationFunnel } from '#shared/schemas/invitations.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invitationsKey } from './keys';

export const useInvitationFunnel = (businessId: string) =>
  useQuery({
    queryKey: [...invitationsKey(businessId), 'funnel'],
    queryFn: (): Promise<InvitationFunnel> =>
      answer(client.GET('/api/businesses/{id}/invitations/funnel', forBusiness(businessId))),
    staleTime: 60_000,
  });
