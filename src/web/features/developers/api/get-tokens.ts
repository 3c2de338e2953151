import { useQuery } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';
import { TOKENS } from './keys';

export const useTokens = () =>
  useQuery({ queryKey: TOKENS, queryFn: () => answer(client.GET('/api/tokens')) });
