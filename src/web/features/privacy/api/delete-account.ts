import { useMutation } from '@tanstack/react-query';
import type { deleteAccountResponseSchema } from '#shared/schemas/privacy.ts';
import { type Answer, api } from '#web/lib/api-client.ts';

const deleteAccount = (confirmEmail: string) =>
  api<Answer<typeof deleteAccountResponseSchema>>('/api/auth/user', {
    method: 'DELETE',
    body: { confirmEmail },
  });

export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => onDeleted() });
}
