import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const COLUMNS = [
  ['description', false],
  ['quantity', true],
  ['unit', false],
  ['unitPrice', true],
  ['vatPercent', false],
  ['net', true],
  ['vat', true],
  ['gross', true],
] as const;

/** The columns of invoice rows, typed in the form or as saved; `children` adds cells at the end. */
export function InvoiceRowHeaders({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {COLUMNS.map(([key, numeric]) => (
          <Table.Th key={key} scope="col" style={numeric ? { textAlign: 'end' } : undefined}>
            {t(`web-invoices:rows.${key}`)}
          </Table.Th>
        ))}
        {children}
      </Table.Tr>
    </Table.Thead>
  );
}
