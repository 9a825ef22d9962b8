import type { ColumnType, Generated } from 'kysely';
import type { DistanceSource, IncomeBasis, Recurrence, Waypoint } from '@rahti/domain';
import type { CreatedAt, Json } from './column-types';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Routes (migration 0026): numerics come back as JS numbers, `ended_on` as 'YYYY-MM-DD' (type parsers). */
export interface RoutesTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  code: Generated<string>;
  customer_id: string | null;
  vehicle_id: string | null;
  department_id: string | null;
  subcontractor: Generated<string>;
  /** Licence codes, upper case. */
  required_licences: Json<string[]>;
  waypoints: Json<Waypoint[]>;
  /** The domain's parsed `Recurrence`, exceptions included; null for a route run on demand. */
  recurrence: ColumnType<Recurrence | null, string | null, string | null>;
  income_basis: IncomeBasis;
  income: number;
  distance_km: number;
  driving_minutes: number;
  distance_source: DistanceSource;
  ended_on: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RouteTables {
  routes: RoutesTable;
}
