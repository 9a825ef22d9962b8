import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  driverGroupSchema,
  driverSchema,
  licenceTypeListSchema,
  namedUnitSchema,
  salaryTypeCodeSchema,
  vehicleSchema,
  type DriverListQuery,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/**
 * Reads of the organisation's people, vehicles and units, shared by the pages that edit them
 * and the forms that pick from them. Writes live with their feature; every successful write
 * marks these stale (lib/query-client).
 */
export const organisationDataKeys = {
  departments: ['departments'] as const,
  bases: ['bases'] as const,
  driverGroups: ['driver-groups'] as const,
  drivers: (query: Partial<DriverListQuery> = {}) => ['drivers', query] as const,
  vehicles: ['vehicles'] as const,
  licenceTypes: ['licence-types'] as const,
  salaryTypeCodes: ['salary-type-codes'] as const,
};

export function useDepartments() {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.departments,
    queryFn: () => api.get('/departments', z.array(namedUnitSchema)),
  });
}

export function useBases() {
  const api = useApi();
  return useQuery({ queryKey: organisationDataKeys.bases, queryFn: () => api.get('/bases', z.array(namedUnitSchema)) });
}

export function useDriverGroups() {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.driverGroups,
    queryFn: () => api.get('/driver-groups', z.array(driverGroupSchema)),
  });
}

/** The query string of GET /api/drivers (and its CSV twin) for a filter. */
export function driverQueryString(query: Partial<DriverListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.size > 0 ? `?${params.toString()}` : '';
}

/**
 * GET /api/drivers: searched, filtered and sorted by the server. While the answer to a new query
 * loads, the last rows stay (`isPlaceholderData`), so a list does not blink on every keystroke.
 */
export function useDrivers(query: Partial<DriverListQuery> = {}) {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.drivers(query),
    queryFn: () => api.get(`/drivers${driverQueryString(query)}`, z.array(driverSchema)),
    placeholderData: keepPreviousData,
  });
}

export function useVehicles() {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.vehicles,
    queryFn: () => api.get('/vehicles', z.array(vehicleSchema)),
  });
}

export function useLicenceTypes() {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.licenceTypes,
    queryFn: () => api.get('/licence-types', licenceTypeListSchema),
  });
}

export function useSalaryTypeCodes() {
  const api = useApi();
  return useQuery({
    queryKey: organisationDataKeys.salaryTypeCodes,
    queryFn: () => api.get('/SalaryTypeCodes', z.array(salaryTypeCodeSchema)),
  });
}
