import { useQuery } from '@tanstack/react-query';
import type { tokenListSchema } from '#shared/schemas/developers.ts';
import { type Answer, api } from '#web/lib/api-client.ts';
import { TOKENS } from './keys';

export const useTokens = () =>
  useQuery({ queryKey: TOKENS, queryFn: () => api<Answer<typeof tokenListSchema>>('/api/tokens') });
