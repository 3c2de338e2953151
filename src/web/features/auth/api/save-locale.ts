import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { User } from '#shared/schemas/auth.ts';
import { answer, client } from '#web/lib/api-client.ts';
import { userQueryOptions } from './get-user';

const saveLocale = (locale: Locale) => answer(client.PATCH('/api/auth/user', { body: { locale } }));

/** Saves the owner's language on the account, so another device and the e-mails follow it. */
export function useSaveLocale(onError: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocale,
    onSuccess: (user: User) => queryClient.setQueryData(userQueryOptions().queryKey, user),
    onError,
  });
}
