import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { teamBoardSettingSchema } from '#shared/schemas/staff.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { analyticsQueryOptions } from './get-analytics';

const updateTeamBoard = (businessId: string, teamBoardVisible: boolean) =>
  api<Answer<typeof teamBoardSettingSchema>>(`/api/businesses/${encodeURIComponent(businessId)}/team-board`, {
    method: 'PATCH',
    body: { teamBoardVisible },
  });

/** The owner's 'Show the team board to members'; the analytics answer carries the setting. */
export function useUpdateTeamBoard(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => updateTeamBoard(businessId, visible),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsQueryOptions(businessId).queryKey }),
  });
}
