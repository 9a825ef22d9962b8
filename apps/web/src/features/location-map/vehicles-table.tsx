import { Anchor, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
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
/** Rows drawn before "Show all": a fleet of hundreds is searched, not scrolled, and the page stays quick. */
const FIRST_ROWS = 50;

export function VehiclesTable({ vehicles, now, chosenId, onChoose, onHistory }: VehiclesTableProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? vehicles.filter((vehicle) =>
        `${vehicle.registerNumber} ${vehicle.name} ${vehicle.driverName ?? ''}`.toLowerCase().includes(needle),
      )
    : vehicles;
  const shown = showAll ? matching : matching.slice(0, FIRST_ROWS);
  return (
    <>
      <Group align="flex-end">
        <TextInput
          type="search"
          label={t('web-tracking:search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={260}
        />
        {shown.length < matching.length && (
          <Button variant="default" onClick={() => setShowAll(true)}>
            {t('web-tracking:showAll', { count: matching.length })}
          </Button>
        )}
      </Group>
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
            {shown.map((vehicle) => (
              <VehicleRow
                key={vehicle.vehicleId}
                vehicle={vehicle}
                ageText={vehicle.position ? ageText(t, vehicle.position.at, now) : '–'}
                chosen={vehicle.vehicleId === chosenId}
                onChoose={onChoose}
                onHistory={onHistory}
              />
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}

interface VehicleRowProps {
  vehicle: VehicleLocation;
  ageText: string;
  chosen: boolean;
  onChoose: (vehicleId: string) => void;
  onHistory: (vehicle: VehicleLocation) => void;
}

/** One vehicle's row; unchanged rows are not drawn again when another vehicle is chosen or the list refreshes. */
const VehicleRow = memo(function VehicleRow({ vehicle, ageText: age, chosen, onChoose, onHistory }: VehicleRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr bg={chosen ? 'var(--mantine-color-blue-light)' : undefined}>
      <Table.Th scope="row">
        {vehicle.position ? (
          <Anchor
            component="button"
            type="button"
            ta="left"
            onClick={() => onChoose(vehicle.vehicleId)}
            aria-pressed={chosen}
            title={t('web-tracking:show', { register: vehicle.registerNumber })}
          >
            {vehicle.registerNumber}
          </Anchor>
        ) : (
          vehicle.registerNumber
        )}
      </Table.Th>
      <Table.Td>{statusText(t, vehicle)}</Table.Td>
      <Table.Td>{vehicle.driverName ?? '–'}</Table.Td>
      <Table.Td>
        {vehicle.position?.speedKmh != null
          ? t('web-tracking:speed', { speed: Math.round(vehicle.position.speedKmh) })
          : '–'}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{age}</Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onHistory(vehicle)}
          aria-label={t('web-tracking:historyOf', { register: vehicle.registerNumber })}
        >
          {t('web-tracking:history')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});
