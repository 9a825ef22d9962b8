import type { SimulatedTruck } from './fleet';
import type { Report } from './reports';

/**
 * The bodies as the two versions of the standard spell them. Items are written once in v4.0's
 * camelCase; v2.1's are the same fields in PascalCase (GNSSPosition, HRTotalVehicleDistance,
 * Trigger{Trigger, Context}), with `VIN` in vehicles and positions but `Vin` in statuses.
 */
export type WireVersion = '4.0' | '2.1';

export type WireResource = 'vehicles' | 'vehiclepositions' | 'vehiclestatuses';

const iso = (ms: number) => new Date(ms).toISOString();

export interface Paging {
  more: boolean;
  /** v4.0 only. */
  link: string | null;
  /** The request's arrival; absent for vehicles. */
  now: number | null;
}

export function vehiclesBody(version: WireVersion, trucks: readonly SimulatedTruck[], paging: Paging) {
  return body(version, 'vehicles', trucks.map(vehicleItem), paging);
}

export function reportsBody(
  version: WireVersion,
  resource: 'vehiclepositions' | 'vehiclestatuses',
  reports: readonly Report[],
  paging: Paging,
) {
  const item: (report: Report) => Record<string, unknown> = resource === 'vehiclepositions' ? positionItem : statusItem;
  return body(version, resource, reports.map(item), paging);
}

const V4_ROOTS = {
  vehicles: ['vehicleResponse', 'vehicles'],
  vehiclepositions: ['vehiclePositionResponse', 'vehiclePositions'],
  vehiclestatuses: ['vehicleStatusResponse', 'vehicleStatuses'],
} as const;

const V2_ROOTS = {
  vehicles: 'Vehicle',
  vehiclepositions: 'VehiclePosition',
  vehiclestatuses: 'VehicleStatus',
} as const;

function body(version: WireVersion, resource: WireResource, items: Record<string, unknown>[], paging: Paging) {
  const serverTime = paging.now === null ? {} : { requestServerDateTime: iso(paging.now) };
  if (version === '4.0') {
    const [wrapper, list] = V4_ROOTS[resource];
    return {
      [wrapper]: { [list]: items },
      moreDataAvailable: paging.more,
      ...(paging.link ? { moreDataAvailableLink: paging.link } : {}),
      ...serverTime,
    };
  }
  const vinKey = resource === 'vehiclestatuses' ? 'Vin' : 'VIN';
  return pascal({
    [V2_ROOTS[resource]]: items.map((item) => ({ ...withoutV4Only(item), [vinKey]: item.vin, vin: undefined })),
    moreDataAvailable: paging.more,
    ...serverTime,
  });
}

function vehicleItem(truck: SimulatedTruck) {
  return {
    vin: truck.vin,
    customerVehicleName: truck.name,
    brand: truck.brand,
    model: truck.model,
    type: 'TRUCK',
    tachographType: 'DTCO_G2',
    noOfAxles: 3,
    authorizedPaths: ['/vehiclepositions', '/vehiclestatuses'],
  };
}

function reportItem(report: Report) {
  return {
    vin: report.truck.vin,
    triggerType: { triggerType: 'TIMER', context: 'RFMS' },
    createdDateTime: iso(report.createdAt),
    receivedDateTime: iso(report.receivedAt),
  };
}

function gnss(report: Report) {
  const { lat, lon, headingDegrees, altitudeMeters, speedKmh } = report.state;
  return {
    latitude: lat,
    longitude: lon,
    heading: headingDegrees,
    altitude: altitudeMeters,
    speed: speedKmh,
    positionDateTime: iso(report.createdAt),
  };
}

function positionItem(report: Report) {
  return {
    ...reportItem(report),
    gnssPosition: gnss(report),
    wheelBasedSpeed: report.state.speedKmh,
    tachographSpeed: report.state.speedKmh,
  };
}

function statusItem(report: Report) {
  const card = report.truck.driverCard;
  return {
    ...reportItem(report),
    hrTotalVehicleDistance: report.state.odometerMeters,
    totalEngineHours: report.state.engineHours,
    engineTotalFuelUsed: report.state.fuelUsedMl,
    driver1Id: {
      tachoDriverIdentification: {
        driverIdentification: card.identification,
        cardIssuingMemberState: card.memberState,
        driverAuthenticationEquipment: 'DRIVER_CARD',
        cardReplacementIndex: card.replacementIndex,
        cardRenewalIndex: card.renewalIndex,
      },
    },
    snapshotData: {
      gnssPosition: gnss(report),
      wheelBasedSpeed: report.state.speedKmh,
      driver1WorkingState: report.state.workingState,
      fuelLevel1: 60,
    },
  };
}

/** v4.0 added these; v2.1 bodies do not have them. */
function withoutV4Only(item: Record<string, unknown>): Record<string, unknown> {
  const { authorizedPaths: _authorizedPaths, ...rest } = item;
  return rest;
}

const V2_NAMES: Record<string, string> = {
  gnssPosition: 'GNSSPosition',
  hrTotalVehicleDistance: 'HRTotalVehicleDistance',
  triggerType: 'Trigger',
};

/** v4.0 names into v2.1's: an initial capital, and the few names v2.1 spells otherwise. */
function pascal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pascal);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return Object.fromEntries(
    entries.map(([key, v]) => [V2_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1), pascal(v)]),
  );
}
