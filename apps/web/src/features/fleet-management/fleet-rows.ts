import type { FleetItemRow, FleetItemState, FleetItemType } from '@rahti/domain';

export type OpenState = Exclude<FleetItemState, 'done'>;

/** The order the list shows open occurrences in: what needs doing first comes first. */
export const OPEN_STATES: readonly OpenState[] = ['overdue', 'dueSoon', 'pending'];

export interface FleetFilter {
  /** '' for every open state. */
  state: OpenState | '';
  vehicleId: string;
  type: FleetItemType | '';
  showDone: boolean;
}

export const NO_FLEET_FILTER: FleetFilter = { state: '', vehicleId: '', type: '', showDone: false };

const matches = (row: FleetItemRow, filter: FleetFilter) =>
  (!filter.vehicleId || row.vehicleId === filter.vehicleId) && (!filter.type || row.type === filter.type);

/**
 * When an open occurrence falls due, as a date to sort by: its date, or the forecast of a km item.
 * A km item without a forecast sorts after the dated ones of its state.
 */
const dueOrder = (row: FleetItemRow) => row.dueDate ?? row.forecastDate ?? '9999-12-31';

/** The open occurrences that pass the filter: overdue first, then due soon, then pending; each state by due date. */
export function openRows(rows: readonly FleetItemRow[], filter: FleetFilter): FleetItemRow[] {
  return rows
    .filter((row): row is FleetItemRow & { state: OpenState } => row.state !== 'done')
    .filter((row) => matches(row, filter) && (!filter.state || row.state === filter.state))
    .sort(
      (a, b) =>
        OPEN_STATES.indexOf(a.state) - OPEN_STATES.indexOf(b.state) ||
        dueOrder(a).localeCompare(dueOrder(b)) ||
        (a.dueKm ?? 0) - (b.dueKm ?? 0),
    );
}

/** The done occurrences that pass the vehicle and type filters, the latest completion first. */
export function doneRows(rows: readonly FleetItemRow[], filter: FleetFilter): FleetItemRow[] {
  return rows
    .filter((row) => row.state === 'done' && matches(row, filter))
    .sort((a, b) => (b.completedDate ?? '').localeCompare(a.completedDate ?? '') || b.sequence - a.sequence);
}
