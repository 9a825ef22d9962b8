import { useMutation, useQuery } from '@tanstack/react-query';
import { organisationInvoicingSchema, type OrganisationInvoicingInput } from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

export const invoicingDetailsKey = ['organisation', 'invoicing'] as const;

/** The seller's side of every invoice and the next invoice number, with the fields still missing for sending. */
export function useInvoicingDetails() {
  const api = useApi();
  return useQuery({
    queryKey: invoicingDetailsKey,
    queryFn: () => api.get('/organisation/invoicing', organisationInvoicingSchema),
  });
}

/** Admin or Superuser; the next number only upwards of the last one given. */
export function useSaveInvoicingDetails() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: OrganisationInvoicingInput) =>
      api.put('/organisation/invoicing', input, organisationInvoicingSchema),
  });
}
