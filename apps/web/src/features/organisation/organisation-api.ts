import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  organisationSchema,
  userSchema,
  type CreateUserInput,
  type NewPasswordInput,
  type OrganisationInput,
  type UpdateUserInput,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

export const organisationQueryKey = ['organisation'] as const;
export const organisationUsersQueryKey = ['organisation', 'users'] as const;

export function useOrganisation() {
  const api = useApi();
  return useQuery({ queryKey: organisationQueryKey, queryFn: () => api.get('/organisation', organisationSchema) });
}

export function useOrganisationUsers() {
  const api = useApi();
  return useQuery({
    queryKey: organisationUsersQueryKey,
    queryFn: () => api.get('/organisation/users', z.array(userSchema)),
  });
}

export function useUpdateOrganisation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: OrganisationInput) => api.put('/organisation', input) });
}

export function useSetOrganisationToBeDeleted(organisationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.put(`/organisation/${organisationId}/SetDelete`, { setToBeDeleted: true }),
  });
}

export function useCreateUser() {
  const api = useApi();
  return useMutation({ mutationFn: (input: CreateUserInput) => api.post('/organisation/users', input) });
}

export function useUpdateUser(organisationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateUserInput & { id: string }) =>
      api.put(`/organisation/${organisationId}/users/${id}`, input),
  });
}

export function useDeleteUser(organisationId: string) {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/organisation/${organisationId}/users/${id}`) });
}

/** Admin: a temporary password the user must replace at the next sign-in. */
export function useSetTemporaryPassword(organisationId: string, userId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: NewPasswordInput) =>
      api.put(`/organisation/${organisationId}/users/${userId}/temporary-password`, input),
  });
}
