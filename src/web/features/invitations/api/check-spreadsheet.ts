import { useMutation } from '@tanstack/react-query';
import type { InvitationCsvReport } from '#shared/schemas/invitations.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/** What a spreadsheet would do, row by row, before anything is sent. */
export const useCheckSpreadsheet = (businessId: string) =>
  useMutation({
    mutationFn: (csv: string): Promise<InvitationCsvReport> =>
      answer(
        client.POST('/api/businesses/{id}/invitations/spreadsheet/check', {
          ...forBusiness(businessId),
          body: { csv },
        }),
      ),
  });
