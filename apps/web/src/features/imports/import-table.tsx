import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditableRow } from './import-rows';
import { ImportTableRow } from './import-table-row';
import type { RowProblem } from './use-import-rows';
import { TableScroll } from '../../components/ui/table-scroll';

interface ImportTableProps {
  caption: string;
  rows: readonly EditableRow[];
  columns: readonly string[];
  problems: ReadonlyMap<number, RowProblem[]>;
  onEdit: (line: number, field: string, value: string) => void;
  onRemove: (line: number) => void;
}

export function ImportTable({ caption, rows, columns, problems, onEdit, onRemove }: ImportTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll label={caption} minWidth={columns.length * 125 + 440}>
      <Table withTableBorder captionSide="top" verticalSpacing={6}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="end">
              {t('web-imports:review.line')}
            </Table.Th>
            {/* Right after the line number, so a wide file never hides why a row is red. */}
            <Table.Th scope="col" miw={220}>
              {t('web-imports:review.problems')}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`organisation-data:columns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('web-imports:review.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ImportTableRow
              key={row.line}
              row={row}
              columns={columns}
              problems={problems.get(row.line)}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
