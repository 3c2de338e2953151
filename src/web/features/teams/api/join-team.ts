import { useMutation } from '@tanstack/react-query';
import type { JoinTeam } from '#shared/schemas/teams.ts';
import { answer, client } from '#web/lib/api-client.ts';

const joinTeam = (input: JoinTeam) => answer(client.POST('/api/teams/join', { body: input }));

/** Redeems a business code. The caller refreshes the account queries: the user now has a business. */
export function useJoinTeam(options: {
  onSuccess?: (business: { id: string; name: string }) => void;
  onError?: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: ({ business }) => options.onSuccess?.(business),
    onError: (error) => options.onError?.(error),
  });
}
