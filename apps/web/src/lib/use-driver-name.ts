import { useCallback } from 'react';
import { DEFAULT_DRIVER_NAME_ORDER, formatDriverName, type DriverNameOrder } from '@rahti/domain';
import { useAccount } from '../auth/use-account';

/** The organisation's order of drivers' names (last name first until the account has loaded). */
export function useDriverNameOrder(): DriverNameOrder {
  return useAccount().data?.organisationDriverNameOrder ?? DEFAULT_DRIVER_NAME_ORDER;
}

/** A driver's name as the organisation writes it ("Virta Anna" or "Anna Virta"), the one rule of the domain. */
export function useDriverName(): (driver: { firstName: string; lastName: string }) => string {
  const order = useDriverNameOrder();
  return useCallback((driver) => formatDriverName(driver, order), [order]);
}
