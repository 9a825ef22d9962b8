import { Badge, Button, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../components/ui/table-scroll';
import type { FuelLabels } from './fuel-labels';
import type { TodaysPrice } from './fuel-price-rows';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const NS = 'web-fuel:prices';

/** Each fuel's price today, "built-in" where the organisation has none of its own, and a way to set it. */
export function FuelPricesTable({
  rows,
  labels,
  onSet,
}: {
  rows: readonly TodaysPrice[];
  labels: FuelLabels;
  onSet: (row: TodaysPrice) => void;
}) {
  const { t } = useTranslation();
  const caption = t(`${NS}.caption`);
  return (
    <TableScroll label={caption} minWidth={560}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${NS}.columns.fuel`)}</Table.Th>
            <Table.Th scope="col" style={END}>
              {t(`${NS}.columns.price`)}
            </Table.Th>
            <Table.Th scope="col">{t(`${NS}.columns.changed`)}</Table.Th>
            <Table.Th scope="col">{t(`${NS}.columns.actions`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const fuel = labels.fuelName(row.fuelType);
            return (
              <Table.Tr key={row.fuelType}>
                <Table.Th scope="row" fw={600}>
                  {fuel}
                </Table.Th>
                <Table.Td style={END}>
                  {labels.unitPrice(row.price, row.unit)}
                  {!row.own && (
                    <Badge variant="light" color="gray" ml="xs">
                      {t(`${NS}.builtIn`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.own ? labels.date(row.own.updatedAt) : '–'}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" aria-label={t(`${NS}.setFor`, { fuel })} onClick={() => onSet(row)}>
                    {t(`${NS}.set`)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
