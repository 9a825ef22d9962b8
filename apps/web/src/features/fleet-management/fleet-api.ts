import { useMutation, useQuery } from '@tanstack/react-query';
import {
  completeAnswerSchema,
  fleetItemEntrySchema,
  fleetPageSchema,
  fleetSettingsSchema,
  odometerReadingSchema,
  type FleetItemComplete,
  type FleetItemInput,
  type FleetSettings,
  type OdometerReadingInput,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Every successful write marks this stale (lib/query-client), so the list follows each action. */
export const fleetPageQueryKey = ['fleet-management'] as const;

/** The body of POST /api/fleet-items, and with `version` of PUT /api/fleet-items/{id}. */
export type FleetItemBody = FleetItemInput & { version?: number };

/** GET /api/fleet-management: every occurrence, open or done, with its state today, and the due-soon lead. */
export function useFleetPage() {
  const api = useApi();
  return useQuery({
    queryKey: fleetPageQueryKey,
    queryFn: () => api.get('/fleet-management', fleetPageSchema),
  });
}

/** Adds an item, or changes the series of `id` at the version it was read (a stale one answers 409). */
export function useSaveFleetItem(id?: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: FleetItemBody) =>
      id
        ? api.put(`/fleet-items/${id}`, body, fleetItemEntrySchema)
        : api.post('/fleet-items', body, fleetItemEntrySchema),
  });
}

/** Removes the item with every occurrence, done ones included. */
export function useRemoveFleetItem() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/fleet-items/${id}`) });
}

/** Marks an open occurrence done; a repeating item answers with its next occurrence. */
export function useCompleteFleetItem(id: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: FleetItemComplete) => api.post(`/fleet-items/${id}/complete`, body, completeAnswerSchema),
  });
}

/** Opens the latest done occurrence of a series again and removes the next one its completion added. */
export function useUndoCompletion() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/fleet-items/${id}/complete`) });
}

/** A reading typed by hand. */
export function useAddOdometerReading() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ vehicleId, ...reading }: OdometerReadingInput & { vehicleId: string }) =>
      api.post(`/vehicles/${vehicleId}/odometer`, reading, odometerReadingSchema),
  });
}

/** Admins and Superusers only: how early items count as due soon. */
export function useSaveFleetSettings() {
  const api = useApi();
  return useMutation({
    mutationFn: (settings: FleetSettings) => api.put('/fleet-settings', settings, fleetSettingsSchema),
  });
}
