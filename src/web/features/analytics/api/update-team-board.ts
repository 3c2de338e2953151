import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { analyticsQueryOptions } from './get-analytics';

const updateTeamBoard = (businessId: string, teamBoardVisible: boolean) =>
  answer(
    client.PATCH('/api/businesses/{id}/team-board', {
      ...forBusiness(businessId),
      body: { teamBoardVisible },
    }),
  );

/** The owner's 'Show the team board to members'; the analytics answer carries the setting. */
export function useUpdateTeamBoard(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => updateTeamBoard(businessId, visible),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsQueryOptions(businessId).queryKey }),
  });
}
