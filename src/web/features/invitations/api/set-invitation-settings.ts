import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSettings, InvitationSettingsView } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationSettingsKey } from './get-invitation-settings';
import { invitationsPath } from './keys';

export function useSetInvitationSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: InvitationSettings) =>
      api<InvitationSettingsView>(`${invitationsPath(businessId)}/settings`, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => qc.setQueryData(invitationSettingsKey(businessId), saved),
  });
}
