import { Anchor, Button, Checkbox, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type CalculationSummary } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { calculationPaths } from './calculation-routes';
import type { CalculationSortKey } from './filter-calculations';
import { SortableHeader, type SortState } from '../../../components/ui/sortable-header';
import { useCalculationLabels } from './use-calculation-labels';
import { TableScroll } from '../../../components/ui/table-scroll';

interface CalculationsTableProps {
  rows: CalculationSummary[];
  sort: SortState<CalculationSortKey>;
  onSort: (sort: SortState<CalculationSortKey>) => void;
  selected: readonly string[];
  onToggleSelected: (id: string) => void;
  onCopy: (row: CalculationSummary) => void;
  onDelete: (row: CalculationSummary) => void;
  copyingId?: string;
}

export function CalculationsTable({
  rows,
  sort,
  onSort,
  selected,
  onToggleSelected,
  onCopy,
  onDelete,
  copyingId,
}: CalculationsTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { typeLabel, vehicleClassLabel } = useCalculationLabels();
  const header = (column: CalculationSortKey, numeric = false) => (
    <SortableHeader
      column={column}
      label={t(`web-calculations:list.columns.${column}`)}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
    />
  );
  const money = (amount: number, row: CalculationSummary) => formatMoney(amount, row.currency, language);

  return (
    <TableScroll label={t('web-calculations:list.caption')} minWidth={960}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{t('web-calculations:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-calculations:list.columns.select')}</Table.Th>
            {header('name')}
            {header('type')}
            <Table.Th scope="col">{t('web-calculations:list.columns.vehicleClass')}</Table.Th>
            {header('updated')}
            {header('costPerHour', true)}
            {header('costPerKm', true)}
            <Table.Th scope="col">{t('web-calculations:list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  checked={selected.includes(row.id)}
                  onChange={() => onToggleSelected(row.id)}
                  aria-label={t('web-calculations:list.selectRow', { name: row.name })}
                />
              </Table.Td>
              <Table.Th scope="row" fw={400} miw={160}>
                <Anchor component={Link} to={calculationPaths.result(row.id)}>
                  {row.name}
                </Anchor>
              </Table.Th>
              <Table.Td>{typeLabel(row)}</Table.Td>
              <Table.Td>{vehicleClassLabel(row)}</Table.Td>
              <Table.Td>{formatDate(new Date(row.updatedAt))}</Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {money(row.costPerHour, row)}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {money(row.costPerKm, row)}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    component={Link}
                    to={calculationPaths.print(row.id)}
                    aria-label={t('web-calculations:list.printNamed', { name: row.name })}
                  >
                    {t('web-calculations:list.print')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    component={Link}
                    to={calculationPaths.quote(row.id)}
                    aria-label={t('web-calculations:list.quoteNamed', { name: row.name })}
                  >
                    {t('web-calculations:list.quote')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onCopy(row)}
                    loading={copyingId === row.id}
                    aria-label={t('web-calculations:list.copyNamed', { name: row.name })}
                  >
                    {t('web-calculations:list.copy')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red"
                    onClick={() => onDelete(row)}
                    aria-label={t('web-calculations:list.deleteNamed', { name: row.name })}
                  >
                    {t('web-calculations:list.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
