import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { teamMembersQueryOptions } from './get-team-members';

/** The owner removes a member, or a member removes themself (leaving): the same call. */
export const removeTeamMember = (businessId: string, userId: string) =>
  answer(
    client.DELETE('/api/businesses/{id}/team-members/{userId}', {
      params: { path: { id: businessId, userId } },
    }),
  ).then(() => undefined);

export function useRemoveTeamMember(
  businessId: string,
  options: { onSuccess?: (userId: string) => void; onError?: (error: unknown) => void } = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(businessId, userId),
    onSuccess: async (_, userId) => {
      await qc.invalidateQueries({ queryKey: teamMembersQueryOptions(businessId).queryKey });
      options.onSuccess?.(userId);
    },
    onError: (error) => options.onError?.(error),
  });
}
