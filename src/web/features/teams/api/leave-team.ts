import { useMutation } from '@tanstack/react-query';
import { removeTeamMember } from './remove-team-member';

/**
 * A member leaves: the server's remove call with their own id. Which account queries to refresh
 * afterwards is the app layer's knowledge, so the caller does that in `onSuccess`.
 */
export function useLeaveTeam(
  businessId: string,
  userId: string,
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  return useMutation({
    mutationFn: () => removeTeamMember(businessId, userId),
    onSuccess: () => options.onSuccess?.(),
    onError: (error) => options.onError?.(error),
  });
}
