import { useMutation } from '@tanstack/react-query';
import type { Business, RegisterBusiness } from '#shared/schemas/businesses.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/time-zones.ts';

/** The browser's zone goes along, so the business counts its days where it is. */
function registerBusiness(input: RegisterBusiness): Promise<Business> {
  const timeZone = browserTimeZone() ?? undefined;
  return answer(client.POST('/api/businesses', { body: { timeZone, ...input } }));
}

/**
 * Registers the chosen place. The caller refreshes the account queries on success: which queries
 * depend on "who owns what" is the app layer's knowledge.
 */
export function useRegisterBusiness(options: {
  onSuccess?: (business: Business) => void;
  onError?: (error: unknown) => void;
}) {
  return useMutation({
    mutationFn: registerBusiness,
    onSuccess: (business) => options.onSuccess?.(business),
    onError: (error) => options.onError?.(error),
  });
}
