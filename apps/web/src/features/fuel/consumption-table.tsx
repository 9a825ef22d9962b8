import { Button, Stack, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelConsumptionAnswer } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { FuelLabels } from './fuel-labels';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
type Row = FuelConsumptionAnswer['rows'][number];

/** A vehicle's month: fuel per 100 km large, the fuel and km it is made of small beneath. */
function MonthCell({ rows, labels }: { rows: readonly Row[]; labels: FuelLabels }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Table.Td style={END}>–</Table.Td>;
  return (
    <Table.Td style={END}>
      {rows.map((row) => (
        <Stack key={row.unit} gap={0}>
          <Text size="sm" fw={600}>
            {row.per100Km === null
              ? '–'
              : t('web-fuel:consumption.per100Km', { value: labels.number(row.per100Km, 1), unit: row.unit })}
          </Text>
          <Text size="xs" c="dimmed">
            {row.km === null
              ? t('web-fuel:consumption.noKm', { amount: labels.amount(row.amount, row.unit) })
              : t('web-fuel:consumption.detail', {
                  amount: labels.amount(row.amount, row.unit),
                  km: labels.number(row.km, 0),
                })}
          </Text>
        </Stack>
      ))}
    </Table.Td>
  );
}

/**
 * Vehicles (rows) by month (columns): each vehicle's fuel per 100 km, with its tank size and a
 * way to change it beside its register number.
 */
export function ConsumptionTable({
  answer,
  months,
  caption,
  labels,
  onEditTank,
}: {
  answer: FuelConsumptionAnswer;
  months: readonly string[];
  caption: string;
  labels: FuelLabels;
  onEditTank: (vehicleId: string) => void;
}) {
  const { t } = useTranslation();
  const tanks = new Map(answer.tanks.map((tank) => [tank.vehicleId, tank.capacity]));
  const byVehicle = new Map<string, Row[]>();
  for (const row of answer.rows) {
    const rows = byVehicle.get(row.vehicleId);
    if (rows) rows.push(row);
    else byVehicle.set(row.vehicleId, [row]);
  }
  const vehicleIds = [...byVehicle.keys()].sort((a, b) =>
    labels.registerNumber(a).localeCompare(labels.registerNumber(b), undefined, { numeric: true }),
  );
  return (
    <TableScroll label={caption} minWidth={260 + months.length * 140} maxHeight="32rem">
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-fuel:consumption.vehicle')}</Table.Th>
            {months.map((month) => (
              <Table.Th key={month} scope="col" style={END}>
                {labels.month(month)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicleIds.map((vehicleId) => {
            const rows = byVehicle.get(vehicleId) ?? [];
            const registerNumber = labels.registerNumber(vehicleId);
            const tank = tanks.get(vehicleId);
            return (
              <Table.Tr key={vehicleId}>
                <Table.Th scope="row">
                  <Text fw={600}>{registerNumber}</Text>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    px={0}
                    onClick={() => onEditTank(vehicleId)}
                    aria-label={t('web-fuel:tank.editOf', { vehicle: registerNumber })}
                  >
                    {tank === undefined
                      ? t('web-fuel:tank.unknown')
                      : t('web-fuel:tank.size', { amount: labels.amount(tank, rows[0]?.unit ?? 'l') })}
                  </Button>
                </Table.Th>
                {months.map((month) => (
                  <MonthCell key={month} rows={rows.filter((row) => row.month === month)} labels={labels} />
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
