import { useMutation } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

const deleteBusiness = (businessId: string, confirmName: string) =>
  answer(client.DELETE('/api/businesses/{id}', { ...forBusiness(businessId), body: { confirmName } }));

export const exportHref = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/export`;

export function useDeleteBusiness(businessId: string, onDeleted: () => Promise<unknown> | undefined) {
  return useMutation({
    mutationFn: (confirmName: string) => deleteBusiness(businessId, confirmName),
    onSuccess: () => onDeleted(),
  });
}
