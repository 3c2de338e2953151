import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { TOKENS } from './keys';

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      answer(client.DELETE('/api/tokens/{tokenId}', { params: { path: { tokenId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: TOKENS }),
  });
}
