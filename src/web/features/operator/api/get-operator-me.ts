import { useQuery } from '@tanstack/react-query';
import type { operatorMeSchema } from '#shared/schemas/operator.ts';
import type { Answer } from '#web/lib/api-client.ts';
import { api } from '#web/lib/api-client.ts';
import { operatorKey, operatorPath } from './keys';

export type OperatorMe = Answer<typeof operatorMeSchema>;

export const useOperatorMe = () =>
  useQuery({ queryKey: [...operatorKey, 'me'], queryFn: () => api<OperatorMe>(operatorPath('me')) });
