import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  driverFetchStatusSchema,
  externalCredentialSchema,
  externalDriverSchema,
  externalVehicleSchema,
  fetchStatusSchema,
  tryCredentialsResultSchema,
  type ExternalCredentialInput,
  type ExternalService,
  type TryCredentialsInput,
} from '@rahti/domain';
import { useApi } from '../../../lib/api-context';

const vehiclesSchema = z.array(externalVehicleSchema);

export function useExternalCredentials() {
  const api = useApi();
  return useQuery({
    queryKey: ['external-credentials'],
    queryFn: () => api.get('/organisation/externalcredentials', z.array(externalCredentialSchema)),
  });
}

/** Adds a service (no id) or changes one; an empty password keeps the stored one. */
export function useSaveCredential(id: string | undefined) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: ExternalCredentialInput) =>
      id
        ? api.put('/organisation/externalcredentials', { ...input, id }, externalCredentialSchema)
        : api.post('/organisation/externalcredentials', input, externalCredentialSchema),
  });
}

export function useRemoveCredential() {
  const api = useApi();
  return useMutation({ mutationFn: (id: string) => api.delete(`/organisation/${id}/externalcredentials`) });
}

export function useTryCredentials() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TryCredentialsInput) =>
      api.post('/organisation/tryvolvoconnect', input, tryCredentialsResultSchema),
  });
}

export function useExternalVehicles(serviceName: ExternalService) {
  const api = useApi();
  return useQuery({
    queryKey: ['external-vehicles', serviceName],
    queryFn: () => api.get(`/organisation/externalvehicles?serviceName=${serviceName}`, vehiclesSchema),
  });
}

export function useFetchExternalVehicles(serviceName: ExternalService) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post('/organisation/fetchexternalvehicles', { serviceName }, vehiclesSchema),
  });
}

export function useLinkExternalVehicle(serviceName: ExternalService) {
  const api = useApi();
  return useMutation({
    mutationFn: (link: { vin: string; vehicleId: string | null }) =>
      api.post(`/organisation/externalvehicles?serviceName=${serviceName}`, link, vehiclesSchema),
  });
}

export function useFetchNow(serviceName: ExternalService) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.put(`/organisation/fetchexternaldata?serviceName=${serviceName}`, {}, fetchStatusSchema),
  });
}

export function useDriverFetchStatus(serviceName: ExternalService) {
  const api = useApi();
  return useQuery({
    queryKey: ['external-drivers', serviceName],
    queryFn: () => api.get(`/organisation/fetchdriverstatus?serviceName=${serviceName}`, driverFetchStatusSchema),
  });
}

export function useFetchExternalDrivers(serviceName: ExternalService) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post('/organisation/fetchexternaldrivers', { serviceName }, z.array(externalDriverSchema)),
  });
}
