import { Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefuelRow } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { FuelLabels } from './fuel-labels';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const COLUMNS = ['vehicle', 'at', 'fuel', 'amount', 'pricePerUnit', 'source', 'check'] as const;
const NUMERIC: ReadonlySet<string> = new Set(['amount', 'pricePerUnit']);

/**
 * The period's refuels, latest first: vehicle, when, fuel, amount in its unit, price per unit,
 * source, and what the checks found, in words.
 */
export function RefuelsTable({
  refuels,
  caption,
  labels,
}: {
  refuels: readonly RefuelRow[];
  caption: string;
  labels: FuelLabels;
}) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} minWidth={960} maxHeight="32rem">
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col" style={NUMERIC.has(column) ? END : undefined}>
                {t(`web-fuel:refuels.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refuels.map((refuel) => (
            <Table.Tr key={refuel.id}>
              <Table.Th scope="row" fw={600}>
                {labels.registerNumber(refuel.vehicleId)}
              </Table.Th>
              <Table.Td>{labels.dateTime(refuel.at)}</Table.Td>
              <Table.Td>{labels.fuelName(refuel.fuelType)}</Table.Td>
              <Table.Td style={END}>{labels.amount(refuel.amount, refuel.unit)}</Table.Td>
              <Table.Td style={END}>
                {refuel.pricePerUnit === null ? '–' : labels.unitPrice(refuel.pricePerUnit, refuel.unit)}
              </Table.Td>
              <Table.Td>{labels.source(refuel.source)}</Table.Td>
              <Table.Td>
                {refuel.flags.length === 0
                  ? '–'
                  : refuel.flags.map((flag) => (
                      <Text key={flag.kind} size="sm" fw={700}>
                        {labels.flag(flag, refuel.unit)}
                      </Text>
                    ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
