import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createdTokenSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { type Locations, TOKENS } from './keys';

export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; businessIds: Locations; scopes: ['read'] | ['read', 'write'] }) =>
      api<Answer<typeof createdTokenSchema>>('/api/tokens', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: TOKENS }),
  });
}
