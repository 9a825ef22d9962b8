import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OverdueFleetItem, Vehicle } from '@rahti/domain';
import type { ListColumn } from './list-columns';
import type { VehicleColumnKey } from './vehicle-columns';

const FLEET_PAGE = '/vehicle/fleet-management';

/**
 * The vehicles list's column of overdue fleet items, in words ("2 overdue: Maintenance (27.02.2026);
 * Tyre change (120 000 km)"), empty for a vehicle with none; sorted by how many.
 */
export function overdueUpkeepColumn(
  header: string,
  overdue: ReadonlyMap<string, readonly OverdueFleetItem[]>,
  summary: (rows: readonly OverdueFleetItem[]) => string,
): ListColumn<Vehicle, VehicleColumnKey> {
  return {
    key: 'overdueUpkeep',
    header,
    text: (vehicle) => {
      const rows = overdue.get(vehicle.id);
      return rows ? summary(rows) : '';
    },
    sortValue: (vehicle) => overdue.get(vehicle.id)?.length ?? 0,
  };
}

/** How many vehicles have overdue fleet items, with the way to the fleet page where they are done. */
export function OverdueUpkeepNotice({ vehicles }: { vehicles: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light">
      <Text size="sm">
        {t('web-fleet-due:overdue.notice', { count: vehicles })}{' '}
        <Anchor component={Link} to={FLEET_PAGE} size="sm">
          {t('web-fleet-due:overdue.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
