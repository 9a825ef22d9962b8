import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import type { ListColumn } from './list-columns';
import { TableScroll } from '../../components/ui/table-scroll';

interface ListTableProps<Row extends { id: string }, Key extends string> {
  caption: string;
  columns: readonly ListColumn<Row, Key>[];
  rows: readonly Row[];
  sort: SortState<Key>;
  onSort: (sort: SortState<Key>) => void;
  minWidth: number;
  /** A last column of per-row buttons, when the user may change anything. */
  actions?: { header: string; render: (row: Row) => ReactNode };
}

/** A sortable table whose first column names the row for screen readers. */
export function ListTable<Row extends { id: string }, Key extends string>({
  caption,
  columns,
  rows,
  sort,
  onSort,
  minWidth,
  actions,
}: ListTableProps<Row, Key>) {
  const [first, ...rest] = columns;
  return (
    <TableScroll label={caption} minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column.key} label={column.header} sort={sort} onSort={onSort} />
            ))}
            {actions && <Table.Th scope="col">{actions.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {first && (
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {first.text(row)}
                </Table.Th>
              )}
              {rest.map((column) => (
                <Table.Td key={column.key}>{column.text(row)}</Table.Td>
              ))}
              {actions && <Table.Td>{actions.render(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
