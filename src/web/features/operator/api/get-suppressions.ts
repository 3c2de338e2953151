import { useQuery } from '@tanstack/react-query';
import type { suppressionListSchema } from '#shared/schemas/operator.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

export type Suppression = Answer<typeof suppressionListSchema>['suppressions'][number];

export const useSuppressions = (email: string) =>
  useQuery({
    queryKey: [...operatorKey, 'suppressions', email],
    enabled: email.length > 2,
    queryFn: () =>
      api<{ suppressions: Suppression[] }>(
        operatorPath(`suppressions?email=${encodeURIComponent(email)}`),
      ).then((r) => r.suppressions),
  });
