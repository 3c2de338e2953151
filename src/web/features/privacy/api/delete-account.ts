import { useMutation } from '@tanstack/react-query';
import { deleteAccountResponseSchema } from '../../../../shared/privacy';
import { api } from '../../../lib/api-client';

const deleteAccount = (confirmEmail: string) =>
  api('/api/auth/user', { method: 'DELETE', body: { confirmEmail }, schema: deleteAccountResponseSchema });

export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => onDeleted() });
}
