import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DriverPlannedShift } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { planVehicleChoice } from '../data/planned-shifts';

/**
 * The vehicles, start km and route chosen before a shift starts, and the planned shift it
 * carries out. Held above the tabs, so the driver can choose on the Vehicle tab and start with a
 * tap on the Work type tab without losing the choice.
 */
export interface StartDraft {
  vehicleIds: string[];
  /** As typed (a decimal comma allowed); parsed when the shift starts. */
  startKm: string;
  /** The route chosen for the shift; null for none. */
  routeId: string | null;
  /** The planned shift taken, while it is still one to carry out; null for none. */
  plannedShiftId: string | null;
  setVehicleIds(ids: string[]): void;
  setStartKm(km: string): void;
  setRouteId(routeId: string | null): void;
  /** Takes the plan's route and the vehicles the driver may choose of it (planVehicleChoice). */
  takePlan(plan: DriverPlannedShift): void;
  /** Starts without the plan taken; the route and vehicles stay as chosen. */
  dropPlan(): void;
}

const StartDraftContext = createContext<StartDraft | null>(null);

export function StartDraftProvider({ children }: { children: ReactNode }) {
  const { context, plannedShifts } = useDriverData();
  // Null until the driver chooses: the driver's default vehicle, once the context is known.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [startKm, setStartKm] = useState('');
  const [routeId, setRouteId] = useState<string | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const defaultVehicleId = context?.permissions.chooseVehicles ? context.driver?.defaultVehicleId : null;
  const usable = context?.vehicles.some((vehicle) => vehicle.id === defaultVehicleId && !vehicle.lockedToOtherDevice);
  // A plan carried out since (by the shift started from it) is no longer the draft's.
  const plannedShiftId = planId !== null && plannedShifts.some((plan) => plan.id === planId) ? planId : null;
  const draft = useMemo(
    () => ({
      vehicleIds: chosen ?? (defaultVehicleId && usable ? [defaultVehicleId] : []),
      startKm,
      routeId,
      plannedShiftId,
      setVehicleIds: setChosen,
      setStartKm,
      setRouteId,
      takePlan(plan: DriverPlannedShift) {
        const vehicleIds = planVehicleChoice(plan, context);
        if (vehicleIds) setChosen(vehicleIds);
        if (plan.routeId !== null) setRouteId(plan.routeId);
        setPlanId(plan.id);
      },
      dropPlan: () => setPlanId(null),
    }),
    [chosen, defaultVehicleId, usable, startKm, routeId, plannedShiftId, context],
  );
  return <StartDraftContext.Provider value={draft}>{children}</StartDraftContext.Provider>;
}

export function useStartDraft(): StartDraft {
  const draft = useContext(StartDraftContext);
  if (!draft) throw new Error('useStartDraft needs a StartDraftProvider');
  return draft;
}
