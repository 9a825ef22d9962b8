import type { Activity } from '../driving-time/timeline';

/** A plan to check (UTC ms): one of the plans posted to the conflicts endpoint. */
export interface PlanToCheck {
  ref: string;
  driverId: string;
  vehicleIds: readonly string[];
  start: number;
  end: number;
  routeId?: string;
  taskIds?: readonly string[];
}

/** A stored planned shift (published, or one of the caller's drafts). */
export interface StoredPlanFact {
  id: string;
  driverId: string;
  vehicleIds: readonly string[];
  start: number;
  end: number;
  routeId: string | null;
  taskIds: readonly string[];
}

/** A recorded shift; `plannedShiftId` names the plan it carries out. */
export interface RecordedShiftFact {
  id: string;
  driverId: string;
  vehicleIds: readonly string[];
  start: number;
  end: number;
  plannedShiftId: string | null;
}

export interface LicenceFact {
  code: string;
  /** The last day the licence is valid ('YYYY-MM-DD'); null: it does not expire. */
  expiresOn: string | null;
}

export interface RouteFact {
  requiredLicences: readonly string[];
  drivingMinutes: number;
}

export interface AbsenceFact {
  id: string;
  driverId: string;
  /** Local dates, both included. */
  startDate: string;
  endDate: string;
}

/** Everything stored that the posted plans are checked against (decision 0028). */
export interface PlanningFacts {
  /** The organisation's IANA zone: "the day" of a plan is the local date it starts. */
  zone: string;
  /**
   * Published plans and the caller's drafts, less any whose id is a posted ref (a posted plan
   * with a stored id as its ref stands in for it).
   */
  storedPlans: readonly StoredPlanFact[];
  /** Recorded shifts overlapping the period; a running one ends at 'now'. */
  shifts: readonly RecordedShiftFact[];
  /** By driver id. */
  licences: ReadonlyMap<string, readonly LicenceFact[]>;
  /** By route id: every route of a posted or stored plan (a plan whose route is missing here drives its whole length). */
  routes: ReadonlyMap<string, RouteFact>;
  /** Approved absences only. */
  absences: readonly AbsenceFact[];
  /** Local dates, both included. */
  payPeriods: readonly { startDate: string; endDate: string }[];
  /** Each driver's driving-time activities from recorded shifts (`activitiesFromShifts`), covering the weeks the rules need. */
  activities: ReadonlyMap<string, readonly Activity[]>;
}
