import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formatDate, type equipmentSchema } from '@rahti/domain';
import type { SortState } from '../../components/ui/sortable-header';
import type { ListColumn } from './list-columns';
import type { VehicleLabels } from '../organisation-data/use-vehicle-labels';

export type Equipment = z.infer<typeof equipmentSchema>;
export type EquipmentColumnKey =
  'registerNumber' | 'name' | 'imei' | 'deviceId' | 'deviceLock' | 'externalId' | 'status' | 'activatedAt';

export const DEFAULT_EQUIPMENT_SORT: SortState<EquipmentColumnKey> = { key: 'registerNumber', direction: 'asc' };

/** The equipment list's columns, shared by its table and CSV file; dates are DD.MM.YYYY. */
export function equipmentColumns(t: TFunction, labels: VehicleLabels): ListColumn<Equipment, EquipmentColumnKey>[] {
  return [
    { key: 'registerNumber', header: t('organisation-data:columns.registerNumber'), text: (row) => row.registerNumber },
    { key: 'name', header: t('organisation-data:columns.name'), text: (row) => row.name },
    { key: 'imei', header: t('organisation-data:columns.imei'), text: (row) => row.imei },
    { key: 'deviceId', header: t('web-vehicles:columns.deviceId'), text: (row) => row.deviceId },
    { key: 'deviceLock', header: t('web-vehicles:columns.deviceLock'), text: (row) => labels.yesNo(row.deviceLock) },
    { key: 'externalId', header: t('organisation-data:columns.externalId'), text: (row) => row.externalId },
    { key: 'status', header: t('web-vehicles:columns.status'), text: (row) => labels.activeState(row.isActive) },
    {
      key: 'activatedAt',
      header: t('web-vehicles:columns.activatedAt'),
      text: (row) => (row.activatedAt ? formatDate(new Date(row.activatedAt)) : ''),
      // Never-activated vehicles sort before every date.
      sortValue: (row) => (row.activatedAt ? Date.parse(row.activatedAt) : 0),
    },
  ];
}
