import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { type Locations, TOKENS } from './keys';

export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; businessIds: Locations; scopes: ['read'] | ['read', 'write'] }) =>
      answer(client.POST('/api/tokens', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: TOKENS }),
  });
}
