import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SortDirection = 'asc' | 'desc';
export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

interface SortableHeaderProps<Key extends string> {
  column: Key;
  label: string;
  sort: SortState<Key>;
  onSort: (next: SortState<Key>) => void;
  numeric?: boolean;
}

/** A column header that sorts on click or Enter; aria-sort tells screen readers the order. */
export function SortableHeader<Key extends string>({ column, label, sort, onSort, numeric }: SortableHeaderProps<Key>) {
  const { t } = useTranslation();
  const active = sort.key === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const next: SortDirection = active && sort.direction === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th scope="col" aria-sort={ariaSort} style={numeric ? { textAlign: 'end' } : undefined}>
      <UnstyledButton
        onClick={() => onSort({ key: column, direction: next })}
        title={t('web:common.sortBy', { column: label })}
        fw={700}
        fz="sm"
      >
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
