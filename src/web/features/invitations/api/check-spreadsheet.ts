import { useMutation } from '@tanstack/react-query';
import type { InvitationCsvReport } from '#shared/schemas/invitations.ts';
import { api } from '#web/lib/api-client.ts';
import { invitationsPath } from './keys';

/** What a spreadsheet would do, row by row, before anything is sent. */
export const useCheckSpreadsheet = (businessId: string) =>
  useMutation({
    mutationFn: (csv: string) =>
      api<InvitationCsvReport>(`${invitationsPath(businessId)}/spreadsheet/check`, {
        method: 'POST',
        body: { csv },
      }),
  });
