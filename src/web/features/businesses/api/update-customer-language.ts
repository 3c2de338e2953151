import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerLanguage } from '#shared/lib/i18n/locales.ts';
import type { customerLanguageBodySchema } from '#shared/schemas/businesses.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { refreshOwnedBusinesses } from './get-my-locations';

const updateCustomerLanguage = (businessId: string, customerLanguage: CustomerLanguage) =>
  api<Answer<typeof customerLanguageBodySchema>>(
    `/api/businesses/${encodeURIComponent(businessId)}/customer-language`,
    {
      method: 'PATCH',
      body: { customerLanguage },
    },
  );

export function useUpdateCustomerLanguage(businessId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (language: CustomerLanguage) => updateCustomerLanguage(businessId, language),
    onSuccess: () => refreshOwnedBusinesses(qc),
  });
}
