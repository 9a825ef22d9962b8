import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payPeriodSchema, type PayPeriodRunInput, type PayPeriodUpdate } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

const payPeriodsSchema = z.array(payPeriodSchema);

/** Every pay period of the organisation, in start order. */
export function usePayPeriods() {
  const api = useApi();
  return useQuery({ queryKey: ['pay-periods'], queryFn: () => api.get('/pay-periods', payPeriodsSchema) });
}

export function useCreatePayPeriods() {
  const api = useApi();
  return useMutation({ mutationFn: (input: PayPeriodRunInput) => api.post('/pay-periods', input, payPeriodsSchema) });
}

export function useUpdatePayPeriod(id: string) {
  const api = useApi();
  return useMutation({ mutationFn: (input: PayPeriodUpdate) => api.put(`/pay-periods/${id}`, input, payPeriodSchema) });
}

export function useDeletePayPeriod() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/pay-periods/${id}`) });
}
