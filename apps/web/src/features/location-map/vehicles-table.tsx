import { Anchor, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VehicleLocation } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { ageText, statusText } from './location-texts';

interface VehiclesTableProps {
  vehicles: readonly VehicleLocation[];
  now: number;
  chosenId: string | undefined;
  onChoose: (vehicleId: string) => void;
  onHistory: (vehicle: VehicleLocation) => void;
}

/** The vehicles beside the map, in words: the way to the map for keyboards and screen readers too. */
export function VehiclesTable({ vehicles, now, chosenId, onChoose, onHistory }: VehiclesTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('web-tracking:vehiclesCaption')} minWidth={640}>
      <Table highlightOnHover aria-label={t('web-tracking:vehiclesCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-tracking:columns.vehicle')}</Table.Th>
            <Table.Th scope="col">{t('web-tracking:columns.status')}</Table.Th>
            <Table.Th scope="col">{t('web-tracking:columns.driver')}</Table.Th>
            <Table.Th scope="col">{t('web-tracking:columns.speed')}</Table.Th>
            <Table.Th scope="col">{t('web-tracking:columns.lastSeen')}</Table.Th>
            <Table.Th scope="col" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((vehicle) => (
            <Table.Tr key={vehicle.vehicleId} bg={vehicle.vehicleId === chosenId ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Th scope="row">
                {vehicle.position ? (
                  <Anchor component="button" type="button" ta="left" onClick={() => onChoose(vehicle.vehicleId)} aria-pressed={vehicle.vehicleId === chosenId} title={t('web-tracking:show', { register: vehicle.registerNumber })}>
                    {vehicle.registerNumber}
                  </Anchor>
                ) : (
                  vehicle.registerNumber
                )}
              </Table.Th>
              <Table.Td>{statusText(t, vehicle)}</Table.Td>
              <Table.Td>{vehicle.driverName ?? '–'}</Table.Td>
              <Table.Td>{vehicle.position?.speedKmh != null ? t('web-tracking:speed', { speed: Math.round(vehicle.position.speedKmh) }) : '–'}</Table.Td>
              <Table.Td>
                <Text size="sm">{vehicle.position ? ageText(t, vehicle.position.at, now) : '–'}</Text>
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="default" onClick={() => onHistory(vehicle)} aria-label={t('web-tracking:historyOf', { register: vehicle.registerNumber })}>
                  {t('web-tracking:history')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
