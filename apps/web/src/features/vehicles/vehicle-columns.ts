import type { TFunction } from 'i18next';
import { isVehicleActiveAt, type NamedUnit, type Vehicle } from '@rahti/domain';
import { zonedDate, zonedTime } from '../../lib/organisation-time';
import type { SortState } from '../../components/ui/sortable-header';
import type { ListColumn } from './list-columns';
import type { VehicleLabels } from '../organisation-data/use-vehicle-labels';

export type VehicleColumnKey =
  | 'registerNumber'
  | 'name'
  | 'vehicleClass'
  | 'base'
  | 'vehicleCode'
  | 'fuelType'
  | 'emissionStandard'
  | 'imei'
  | 'deviceId'
  | 'deviceLock'
  | 'externalId'
  | 'status'
  | 'lastPosition'
  | 'overdueUpkeep';

/**
 * Device columns go to the CSV file but not the on-screen table, which stays readable without
 * sideways scrolling; the equipment page is where device identifiers are looked at.
 */
export const DEVICE_COLUMN_KEYS: readonly VehicleColumnKey[] = ['imei', 'deviceId', 'deviceLock', 'externalId'];

export const DEFAULT_VEHICLE_SORT: SortState<VehicleColumnKey> = { key: 'registerNumber', direction: 'asc' };

/**
 * Whether the vehicle reports its position now (spec section 9: a position in the last 30
 * minutes), else when it last did, on the organisation's clock. Not its activation (`status`).
 */
function lastPositionText(t: TFunction, row: Vehicle, clock: { now: Date; timeZone: string }): string {
  if (row.lastPositionAt === null) return t('web-vehicles:lastPosition.never');
  if (isVehicleActiveAt(row.lastPositionAt, clock.now)) return t('web-vehicles:lastPosition.now');
  return t('web-vehicles:lastPosition.seen', {
    date: zonedDate(row.lastPositionAt, clock.timeZone),
    time: zonedTime(row.lastPositionAt, clock.timeZone),
  });
}

/** The vehicles list's columns, shared by the table and its CSV file; the register number names the row. */
export function vehicleColumns(
  t: TFunction,
  labels: VehicleLabels,
  bases: readonly NamedUnit[],
  clock: { now: Date; timeZone: string },
): ListColumn<Vehicle, VehicleColumnKey>[] {
  const baseNames = new Map(bases.map((base) => [base.id, base.name]));
  const column = (
    key: VehicleColumnKey,
    header: string,
    text: (row: Vehicle) => string,
    sortValue?: (row: Vehicle) => number,
  ) => ({ key, header, text, sortValue });
  return [
    column('registerNumber', t('organisation-data:columns.registerNumber'), (row) => row.registerNumber),
    column('name', t('organisation-data:columns.name'), (row) => row.name),
    column(
      'vehicleClass',
      t('organisation-data:columns.vehicleClass'),
      (row) => labels.vehicleClass(row.vehicleClass),
      (row) => row.vehicleClass,
    ),
    column('base', t('organisation-data:columns.base'), (row) => (row.baseId ? (baseNames.get(row.baseId) ?? '') : '')),
    column('vehicleCode', t('organisation-data:columns.vehicleCode'), (row) => row.vehicleCode),
    column('fuelType', t('organisation-data:columns.fuelType'), (row) => labels.fuelType(row.fuelType)),
    column(
      'emissionStandard',
      t('organisation-data:columns.emissionStandard'),
      (row) => labels.emissionStandard(row.emissionStandard),
      (row) => row.emissionStandard,
    ),
    column('imei', t('organisation-data:columns.imei'), (row) => row.imei),
    column('deviceId', t('web-vehicles:columns.deviceId'), (row) => row.deviceId),
    column('deviceLock', t('web-vehicles:columns.deviceLock'), (row) => labels.yesNo(row.deviceLock)),
    column('externalId', t('organisation-data:columns.externalId'), (row) => row.externalId),
    column('status', t('web-vehicles:columns.status'), (row) => labels.activeState(row.isActive)),
    column(
      'lastPosition',
      t('web-vehicles:columns.lastPosition'),
      (row) => lastPositionText(t, row, clock),
      (row) => (row.lastPositionAt ? Date.parse(row.lastPositionAt) : 0),
    ),
  ];
}
