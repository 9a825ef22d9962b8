import { Table } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostRow } from './cost-rows';

/** Cost items with their amounts and a total row. */
export function CostTable(props: {
  caption: string;
  unitLabel: string;
  rows: CostRow[];
  total: number;
  format: (n: number) => string;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <Table aria-labelledby={captionId} striped>
      <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
        {props.caption}
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-calc-wizard:results.item')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {props.unitLabel}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {t(`web-calc-wizard:costItems.${row.key}`)}
            </Table.Th>
            <Table.Td ta="right">{props.format(row.amount)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('web-calc-wizard:results.total')}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {props.format(props.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
