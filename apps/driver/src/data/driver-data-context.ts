import { createContext, useContext } from 'react';
import type { DriverData } from './driver-data.types';

/** Filled by `DriverDataProvider`; tests give the screens a fake value. */
export const DriverDataContext = createContext<DriverData | null>(null);

export function useDriverData(): DriverData {
  const data = useContext(DriverDataContext);
  if (!data) throw new Error('useDriverData needs a DriverDataProvider');
  return data;
}
