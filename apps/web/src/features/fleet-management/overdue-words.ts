import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverdueFleetItem, Vehicle } from '@rahti/domain';
import { useFleetLabels } from './fleet-labels';

const NS = 'web-fleet-due:overdue';
const NO_VEHICLES: readonly Vehicle[] = [];

/**
 * A vehicle's overdue fleet items in words, for the pages that show vehicles: "2 overdue:
 * Maintenance: Oil and filters (27.02.2026); Tyre change (120 000 km)", and a vehicle's name
 * marked "ABC-123 (2 overdue fleet items)" where only the count fits.
 */
export function useOverdueWords() {
  const { t } = useTranslation();
  const labels = useFleetLabels(NO_VEHICLES);
  return useMemo(() => {
    const item = (row: OverdueFleetItem) => {
      const type = labels.typeName(row.type);
      const name = row.description ? t(`${NS}.typed`, { type, description: row.description }) : type;
      return t(`${NS}.item`, { item: name, due: labels.due(row) });
    };
    const summary = (rows: readonly OverdueFleetItem[]) =>
      t(`${NS}.summary`, { count: rows.length, items: rows.map(item).join('; ') });
    const mark = (vehicle: string, count: number) => t(`${NS}.mark`, { vehicle, count });
    return { item, summary, mark };
  }, [t, labels]);
}
