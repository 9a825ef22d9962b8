import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { customerSchema, type CustomerInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

export const customerKeys = { all: ['customers'] as const };

/** The organisation's customers by name (spec section 7, `GET Organisation/Customers`); tasks pick from it too. */
export function useCustomers() {
  const api = useApi();
  return useQuery({
    queryKey: customerKeys.all,
    queryFn: () => api.get('/organisation/customers', z.array(customerSchema)),
  });
}

/** Adds a customer when there is no id, otherwise changes that one. */
export function useSaveCustomer(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      id
        ? api.put(`/organisation/customers/${encodeURIComponent(id)}`, input, customerSchema)
        : api.post('/organisation/customers', input, customerSchema),
  });
}

/** Refused with 409 while the customer has tasks; the message says how many. */
export function useDeleteCustomer() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/organisation/customers/${encodeURIComponent(id)}`) });
}
