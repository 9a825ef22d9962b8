import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactMessageRecordSchema,
  organisationWithFeaturesSchema,
  userSchema,
  type OrganisationInput,
  type OrganisationSubscriptionInput,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Site-wide user listing: a user plus the name of their organisation. */
export const siteUserSchema = userSchema.extend({ organisationName: z.string() });
export type SiteUser = z.infer<typeof siteUserSchema>;

export function useAllOrganisations() {
  const api = useApi();
  return useQuery({
    queryKey: ['organisation', 'all'],
    queryFn: () => api.get('/organisation/all', z.array(organisationWithFeaturesSchema)),
  });
}

export function useAllUsers() {
  const api = useApi();
  return useQuery({
    queryKey: ['organisation', 'all', 'users'],
    queryFn: () => api.get('/organisation/all/users', z.array(siteUserSchema)),
  });
}

export function useUpdateSubscription(organisationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: OrganisationSubscriptionInput) =>
      api.put(`/organisation/${organisationId}/subscription`, input),
  });
}

/** Takes back an organisation's deletion within the 30 days before its erasure (site operator). */
export function useRestoreOrganisation(organisationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.put(`/organisation/${organisationId}/setdelete`, { setToBeDeleted: false }),
  });
}

export function useCreateOrganisation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: OrganisationInput) => api.post('/organisation', input) });
}

export function useContactMessages() {
  const api = useApi();
  return useQuery({
    queryKey: ['salesforce', 'messages'],
    queryFn: () => api.get('/salesforce', z.array(contactMessageRecordSchema)),
  });
}
