import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { teamMembersQueryOptions } from './get-team-members';

const generateTeamCode = (businessId: string) =>
  answer(client.POST('/api/businesses/{id}/generate-code', forBusiness(businessId)));

/** Draws a new code; the old one stops working on the server at once, so the cache follows at once. */
export function useGenerateTeamCode(
  businessId: string,
  options: { onSuccess?: (code: string) => void; onError?: (error: unknown) => void } = {},
) {
  const qc = useQueryClient();
  const { queryKey } = teamMembersQueryOptions(businessId);
  return useMutation({
    mutationFn: () => generateTeamCode(businessId),
    onSuccess: ({ businessCode }) => {
      qc.setQueryData(queryKey, (team) => (team ? { ...team, businessCode } : team));
      options.onSuccess?.(businessCode);
    },
    onError: (error) => options.onError?.(error),
  });
}
