import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Business } from '#shared/schemas/businesses.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { claimableQueryOptions } from './get-claimable';

/** The verified owner takes the place; their list of locations and the claimable list follow. */
export function useClaimPlace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string): Promise<Business> =>
      answer(client.POST('/api/businesses/claim', { body: { placeId } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: claimableQueryOptions().queryKey });
      void qc.invalidateQueries({ queryKey: ['businesses'] });
    },
  });
}
