import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const updateTeamBoard = (businessId: string, teamBoardVisible: boolean) =>
  answer(
    client.PATCH('/api/businesses/{id}/team-board', {
      ...forBusiness(businessId),
      body: { teamBoardVisible },
    }),
  );

/**
 * The owner's 'Show the team board to members'. The business's statistics carry the setting, so
 * everything read for the business is read again.
 */
export function useUpdateTeamBoard(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => updateTeamBoard(businessId, visible),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['businesses', businessId] }),
  });
}
