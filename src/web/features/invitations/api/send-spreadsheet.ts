import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationCsvReport } from '#shared/schemas/invitations.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { invitationsKey } from './keys';

/** Queues a checked spreadsheet, with the owner's confirmation that the customers agreed. */
export function useSendSpreadsheet(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<InvitationCsvReport> =>
      answer(
        client.POST('/api/businesses/{id}/invitations/spreadsheet', {
          ...forBusiness(businessId),
          body: { csv, confirmed: true },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(businessId) }),
  });
}
