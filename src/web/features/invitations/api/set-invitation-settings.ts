import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSettings, InvitationSettingsView } from '#shared/schemas/invitations.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invitationSettingsKey } from './get-invitation-settings';

export function useSetInvitationSettings(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: InvitationSettings): Promise<InvitationSettingsView> =>
      answer(
        client.PUT('/api/businesses/{id}/invitations/settings', {
          ...forBusiness(businessId),
          body: settings,
        }),
      ),
    onSuccess: (saved) => qc.setQueryData(invitationSettingsKey(businessId), saved),
  });
}
