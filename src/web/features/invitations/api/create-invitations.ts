import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationsCreated } from '#shared/schemas/invitations.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invitationsKey } from './keys';

type Item = { email: string; name?: string; language?: string };

/** Invites from the phone: the person's confirmation that the customers agreed is part of the call. */
export function useCreateInvitations(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitations: Item[]): Promise<InvitationsCreated> =>
      answer(
        client.POST('/api/businesses/{id}/invitations', {
          ...forBusiness(businessId),
          body: { invitations, confirmed: true },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(businessId) }),
  });
}
