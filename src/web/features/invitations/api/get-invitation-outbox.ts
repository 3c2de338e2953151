import { useQuery } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invitationsKey, invitationsPath } from './keys';

export type KeptInvitation = { id: string; to: string; subject: string; text: string; sentAt: string };

/** The demo outbox's invitation e-mails: what customers would have received. */
export const useInvitationOutbox = (businessId: string | undefined) =>
  useQuery({
    queryKey: [...invitationsKey(businessId ?? ''), 'outbox'],
    queryFn: (): Promise<{ mails: KeptInvitation[] }> =>
      answer(client.GET('/api/businesses/{id}/invitations/outbox', forBusiness(businessId ?? ''))),
    select: (d) => d.mails,
    enabled: Boolean(businessId),
  });

export const keptInvitationHref = (businessId: string, id: string) =>
  `${invitationsPath(businessId)}/outbox/${encodeURIComponent(id)}`;
