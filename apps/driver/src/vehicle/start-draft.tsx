import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDriverData } from '../data/driver-data-context';

/**
 * The vehicles, start km and route chosen before a shift starts. Held above the tabs, so the driver can
 * choose on the Vehicle tab and start with a tap on the Work type tab without losing the choice.
 */
export interface StartDraft {
  vehicleIds: string[];
  /** As typed (a decimal comma allowed); parsed when the shift starts. */
  startKm: string;
  /** The route chosen for the shift; null for none. */
  routeId: string | null;
  setVehicleIds(ids: string[]): void;
  setStartKm(km: string): void;
  setRouteId(routeId: string | null): void;
}

const StartDraftContext = createContext<StartDraft | null>(null);

export function StartDraftProvider({ children }: { children: ReactNode }) {
  const { context } = useDriverData();
  // Null until the driver chooses: the driver's default vehicle, once the context is known.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [startKm, setStartKm] = useState('');
  const [routeId, setRouteId] = useState<string | null>(null);
  const defaultVehicleId = context?.permissions.chooseVehicles ? context.driver?.defaultVehicleId : null;
  const usable = context?.vehicles.some((vehicle) => vehicle.id === defaultVehicleId && !vehicle.lockedToOtherDevice);
  const draft = useMemo(
    () => ({
      vehicleIds: chosen ?? (defaultVehicleId && usable ? [defaultVehicleId] : []),
      startKm,
      routeId,
      setVehicleIds: setChosen,
      setStartKm,
      setRouteId,
    }),
    [chosen, defaultVehicleId, usable, startKm, routeId],
  );
  return <StartDraftContext.Provider value={draft}>{children}</StartDraftContext.Provider>;
}

export function useStartDraft(): StartDraft {
  const draft = useContext(StartDraftContext);
  if (!draft) throw new Error('useStartDraft needs a StartDraftProvider');
  return draft;
}
