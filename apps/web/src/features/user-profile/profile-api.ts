import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, UpdateProfileInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

export function useUpdateProfile() {
  const api = useApi();
  return useMutation({ mutationFn: (input: UpdateProfileInput) => api.put('/account/me', input) });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ChangePasswordInput) => api.put('/account/password', input) });
}
