import { useMutation } from '@tanstack/react-query';
import { answer, client } from '#web/lib/api-client.ts';

const deleteAccount = (confirmEmail: string) =>
  answer(client.DELETE('/api/auth/user', { body: { confirmEmail } }));

export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => onDeleted() });
}
