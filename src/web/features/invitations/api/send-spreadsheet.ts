import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationCsvReport } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationsKey, invitationsPath } from './keys';

/** Queues a checked spreadsheet, with the owner's confirmation that the customers agreed. */
export function useSendSpreadsheet(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api<InvitationCsvReport>(`${invitationsPath(businessId)}/spreadsheet`, {
        method: 'POST',
        body: { csv, confirmed: true },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: invitationsKey(businessId) }),
  });
}
