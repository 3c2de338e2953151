import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerLanguage } from '#shared/lib/i18n/locales.ts';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';
import { refreshOwnedBusinesses } from './get-my-locations';

const updateCustomerLanguage = (businessId: string, customerLanguage: CustomerLanguage) =>
  answer(
    client.PATCH('/api/businesses/{id}/customer-language', {
      ...forBusiness(businessId),
      body: { customerLanguage },
    }),
  );

export function useUpdateCustomerLanguage(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (language: CustomerLanguage) => updateCustomerLanguage(businessId, language),
    onSuccess: () => refreshOwnedBusinesses(qc),
  });
}
