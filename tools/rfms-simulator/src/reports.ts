import type { SimulatedTruck } from './fleet';
import type { Itinerary, TruckState } from './itinerary';
import { hashToUnit } from './random';

/**
 * The reports the fleet has sent: a position every 10 s and a status every 60 s of simulated
 * time, each received by the "maker's server" 1–4 whole seconds after the vehicle made it.
 * Reports exist from the fleet's start; one is visible once received before the request arrived.
 */
export type ReportKind = 'position' | 'status';

export interface Report {
  kind: ReportKind;
  truck: SimulatedTruck;
  createdAt: number;
  receivedAt: number;
  state: TruckState;
}

export const POSITION_INTERVAL_MS = 10_000;
export const STATUS_INTERVAL_MS = 60_000;
const MAX_DELAY_MS = 4_000;

export interface ReportSource {
  trucks: () => readonly SimulatedTruck[];
  itinerary: (truck: SimulatedTruck) => Itinerary;
  seed: number;
  startsAt: number;
}

export interface ReportQuery {
  kind: ReportKind;
  /** Inclusive; compared with receivedAt or createdAt as `dateType` says. */
  from: number;
  /** Exclusive. */
  to: number;
  dateType: 'received' | 'created';
  vin: string | null;
  /** Only reports received before this (the request's arrival). */
  now: number;
  pageSize: number;
}

function intervalOf(kind: ReportKind): number {
  return kind === 'position' ? POSITION_INTERVAL_MS : STATUS_INTERVAL_MS;
}

function delayMs(source: ReportSource, truck: SimulatedTruck, createdAt: number): number {
  return 1000 * (1 + Math.floor(hashToUnit(source.seed, truck.index, createdAt / 1000) * 4));
}

function reportOf(source: ReportSource, kind: ReportKind, truck: SimulatedTruck, createdAt: number): Report {
  return {
    kind,
    truck,
    createdAt,
    receivedAt: createdAt + delayMs(source, truck, createdAt),
    state: source.itinerary(truck).stateAt(createdAt),
  };
}

/**
 * One page of history in the order the standard pages by: time, then VIN. A page never ends
 * inside a second, so the next page's starttime (last time + 1 s) loses nothing.
 */
export function findReports(source: ReportSource, query: ReportQuery): { reports: Report[]; more: boolean } {
  const interval = intervalOf(query.kind);
  const trucks = source.trucks().filter((truck) => query.vin === null || truck.vin === query.vin);
  const timeOf = (report: Report) => (query.dateType === 'received' ? report.receivedAt : report.createdAt);
  const earliest = Math.max(source.startsAt, query.from - (query.dateType === 'received' ? MAX_DELAY_MS : 0));
  const found: Report[] = [];
  // A report is made at a tick and received within 4 s; ticks are far enough apart that one
  // tick's reports, sorted, all come before the next tick's.
  for (let tick = Math.ceil(earliest / interval) * interval; tick < query.now && tick < query.to; tick += interval) {
    const batch = trucks
      .map((truck) => reportOf(source, query.kind, truck, tick))
      .filter((report) => report.receivedAt < query.now && timeOf(report) >= query.from && timeOf(report) < query.to)
      .sort((a, b) => timeOf(a) - timeOf(b) || (a.truck.vin < b.truck.vin ? -1 : 1));
    for (const report of batch) {
      const last = found[found.length - 1];
      if (
        found.length >= query.pageSize &&
        last &&
        Math.floor(timeOf(report) / 1000) !== Math.floor(timeOf(last) / 1000)
      ) {
        return { reports: found, more: true };
      }
      found.push(report);
    }
  }
  return { reports: found, more: false };
}

/** The latest visible report of each truck, in VIN order after `lastVin`. */
export function findLatestReports(
  source: ReportSource,
  query: { kind: ReportKind; vin: string | null; lastVin: string | null; now: number; pageSize: number },
) {
  const interval = intervalOf(query.kind);
  const trucks = source
    .trucks()
    .filter(
      (truck) =>
        (query.vin === null || truck.vin === query.vin) && (query.lastVin === null || truck.vin > query.lastVin),
    );
  const latest: Report[] = [];
  for (const truck of trucks) {
    // The newest tick whose report has arrived: at most two ticks back, as the delay is under 10 s.
    for (
      let tick = Math.floor((query.now - 1) / interval) * interval;
      tick >= source.startsAt && tick > query.now - 3 * interval;
      tick -= interval
    ) {
      const report = reportOf(source, query.kind, truck, tick);
      if (report.receivedAt < query.now) {
        latest.push(report);
        break;
      }
    }
  }
  return { reports: latest.slice(0, query.pageSize), more: latest.length > query.pageSize };
}
