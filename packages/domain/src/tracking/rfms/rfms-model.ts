/**
 * One internal model for what the truck makers' rFMS services tell us, whatever the version
 * (domain-rules.md §2): v4.0 and v2.1 bodies map into these. Instants are epoch milliseconds (UTC).
 */
export const RFMS_VERSIONS = ['4.0', '2.1'] as const;
export type RfmsVersion = (typeof RFMS_VERSIONS)[number];

export const RFMS_RESOURCES = ['vehicles', 'vehiclepositions', 'vehiclestatuses'] as const;
export type RfmsResource = (typeof RFMS_RESOURCES)[number];

/** The tachograph working state rFMS reports for driver 1 (snapshot data). */
export const RFMS_DRIVER_WORKING_STATES = [
  'REST',
  'DRIVER_AVAILABLE',
  'WORK',
  'DRIVE',
  'ERROR',
  'NOT_AVAILABLE',
] as const;
export type RfmsDriverWorkingState = (typeof RFMS_DRIVER_WORKING_STATES)[number];

export interface RfmsVehicle {
  vin: string;
  /** The customer's own name for the vehicle (often its register number). */
  name: string | null;
  brand: string | null;
  model: string | null;
}

export interface RfmsPosition {
  vin: string;
  /** When the vehicle made the report (createdDateTime). */
  at: number;
  /** When the maker's server received it (receivedDateTime); history pages by this. */
  receivedAt: number;
  latitude: number;
  longitude: number;
  /** 0–359, clockwise from north. */
  headingDegrees: number | null;
  /** GNSS speed, else wheel-based, else tachograph speed. */
  speedKmh: number | null;
  altitudeMeters: number | null;
}

export interface RfmsStatus {
  vin: string;
  at: number;
  receivedAt: number;
  /** hrTotalVehicleDistance: the vehicle's odometer, metres. */
  odometerMeters: number | null;
  /** totalEngineHours: hours of combustion engine operation over the vehicle's life. */
  engineHours: number | null;
  /** engineTotalFuelUsed: millilitres over the vehicle's life. */
  fuelUsedMl: number | null;
  /** Driver 1's 16-character tachograph card number when the card is known, else the maker's own driver id. */
  driverId: string | null;
  driverWorkingState: RfmsDriverWorkingState | null;
}

interface RfmsPageBase {
  moreDataAvailable: boolean;
  /** v4 only: a relative link (`/rfms/...`) to the next page, keeping the query. */
  moreDataAvailableLink: string | null;
  /** Items the body held that could not be read (no VIN, no time, no coordinates): left out, counted. */
  skipped: number;
}

export interface RfmsVehiclesPage extends RfmsPageBase {
  vehicles: RfmsVehicle[];
  /** The VIN of the page's last item, read or not: `lastVin` for the next page. */
  lastVin: string | null;
}

interface RfmsReportsPage extends RfmsPageBase {
  /** The server's clock when the request arrived: the next poll's starttime (no gaps, no duplicates). */
  requestServerDateTime: string | null;
  lastVin: string | null;
  /** The latest receivedDateTime on the page: the next page's starttime is one second after it. */
  lastReceivedAt: number | null;
}

export interface RfmsPositionsPage extends RfmsReportsPage {
  positions: RfmsPosition[];
}

export interface RfmsStatusesPage extends RfmsReportsPage {
  statuses: RfmsStatus[];
}
