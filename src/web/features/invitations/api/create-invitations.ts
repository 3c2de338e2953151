import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationsCreated } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationsKey, invitationsPath } from './keys';

type Item = { email: string; name?: string; language?: string };

/** Invites from the phone: the person's confirmation that the customers agreed is part of the call. */
export function useCreateInvitations(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitations: Item[]) =>
      api<InvitationsCreated>(invitationsPath(businessId), {
        method: 'POST',
        body: { invitations, confirmed: true },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(businessId) }),
  });
}
