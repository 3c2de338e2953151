import { useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { operatorKey } from './keys';

export const useOperatorMe = () =>
  useQuery({ queryKey: [...operatorKey, 'me'], queryFn: () => answer(client.GET('/api/operator/me')) });
