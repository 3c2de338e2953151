import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { generateCodeResponseSchema } from '#shared/schemas/teams.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { teamMembersQueryOptions } from './get-team-members';

const generateTeamCode = (businessId: string) =>
  api<Answer<typeof generateCodeResponseSchema>>(
    `/api/businesses/${encodeURIComponent(businessId)}/generate-code`,
    {
      method: 'POST',
    },
  );

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
