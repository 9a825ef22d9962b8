import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Planned shifts (migration 0027). */
export interface PlannedShiftsTable {
  organisation_id: string;
  id: Generated<string>;
  driver_id: string;
  route_id: string | null;
  start_at: Timestamp;
  end_at: Timestamp;
  status: 'draft' | 'published';
  created_by: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PlannedShiftVehiclesTable {
  organisation_id: string;
  planned_shift_id: string;
  vehicle_id: string;
  position: Generated<number>;
}

export interface PlannedShiftTasksTable {
  organisation_id: string;
  planned_shift_id: string;
  task_id: string;
}

export interface PlanningTables {
  planned_shifts: PlannedShiftsTable;
  planned_shift_vehicles: PlannedShiftVehiclesTable;
  planned_shift_tasks: PlannedShiftTasksTable;
}
