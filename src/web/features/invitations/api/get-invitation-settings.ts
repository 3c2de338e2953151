import { useQuery } from '@tanstack/react-query';
import type { InvitationSettingsView } from '#shared/schemas/invitations.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invitationsKey } from './keys';

export const invitationSettingsKey = (businessId: string) => [...invitationsKey(businessId), 'settings'];

export const useInvitationSettings = (businessId: string) =>
  useQuery({
    queryKey: invitationSettingsKey(businessId),
    queryFn: (): Promise<InvitationSettingsView> =>
      answer(client.GET('/api/businesses/{id}/invitations/settings', forBusiness(businessId))),
  });
