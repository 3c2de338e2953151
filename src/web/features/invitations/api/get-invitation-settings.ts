import { useQuery } from '@tanstack/react-query';
import type { InvitationSettingsView } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationsKey, invitationsPath } from './keys';

export const invitationSettingsKey = (businessId: string) => [...invitationsKey(businessId), 'settings'];

export const useInvitationSettings = (businessId: string) =>
  useQuery({
    queryKey: invitationSettingsKey(businessId),
    queryFn: () => api<InvitationSettingsView>(`${invitationsPath(businessId)}/settings`),
  });
