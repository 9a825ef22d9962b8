import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, ChangePasswordInput, UpdateProfileInput } from '@rahti/domain';
import { accountQueryKey } from '../../auth/use-account';
import { useApi } from '../../lib/api-context';

/** Saves the profile; the answer is the account as it now is, shown at once everywhere. */
export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<Account>('/account/me', input),
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ChangePasswordInput) => api.put('/account/password', input) });
}
