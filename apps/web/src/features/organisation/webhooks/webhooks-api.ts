import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  newWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookTestResultSchema,
  type WebhookInput,
} from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

const WEBHOOKS = ['webhooks'] as const;

export function useWebhooks() {
  const api = useApi();
  return useQuery({ queryKey: WEBHOOKS, queryFn: () => api.get('/webhooks', z.array(webhookEndpointSchema)) });
}

/** Registers an endpoint: the answer carries its signing secret, this once. */
export function useCreateWebhook() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) => api.post('/webhooks', input, newWebhookEndpointSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

export function useUpdateWebhook(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) => api.put(`/webhooks/${id}`, input, webhookEndpointSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

export function useRemoveWebhook() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/webhooks/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

/** "Send test": the receiver's answer to a ping sent now. */
export function useTestWebhook(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/webhooks/${id}/test`, undefined, webhookTestResultSchema),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...WEBHOOKS, id] }),
  });
}

export function useWebhookDeliveries(id: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...WEBHOOKS, id, 'deliveries'],
    queryFn: () => api.get(`/webhooks/${id}/deliveries`, z.array(webhookDeliverySchema)),
    enabled,
  });
}
