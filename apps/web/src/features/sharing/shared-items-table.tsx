import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime, formatNumber, type Language, type SharedItems } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { useLanguage } from '../../lib/use-language';

type Cell = ReactNode;
interface Columns {
  keys: string[];
  rows: { id: string; first: Cell; cells: Cell[] }[];
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '–');

/** Each data type's columns: what the owner's own page shows of it, read-only. */
function columnsOf(items: SharedItems, language: Language, t: (key: string) => string): Columns {
  const number = (value: number | null, digits = 0) =>
    value === null
      ? '–'
      : formatNumber(value, language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  switch (items.dataType) {
    case 'shifts':
      return {
        keys: ['driver', 'start', 'end', 'vehicles', 'worked', 'km', 'approval'],
        rows: items.items.map((s) => ({
          id: s.id,
          first: s.driverName,
          cells: [
            at(s.start),
            at(s.end),
            s.vehicles.join(', ') || '–',
            hours(s.workedMinutes),
            number(s.km),
            t(`web-sharing:approval.${s.approval}`),
          ],
        })),
      };
    case 'routes':
      return {
        keys: ['name', 'code', 'customer', 'vehicle', 'distance', 'driving', 'income'],
        rows: items.items.map((r) => ({
          id: r.id,
          first: r.name,
          cells: [
            r.code,
            r.customerName ?? '–',
            r.vehicle ?? '–',
            number(r.distanceKm),
            hours(r.drivingMinutes),
            number(r.income, 2),
          ],
        })),
      };
    case 'tasks':
      return {
        keys: ['start', 'description', 'customer', 'vehicle', 'driver', 'km', 'income', 'costs', 'profit'],
        rows: items.items.map((task) => ({
          id: task.id,
          first: at(task.start),
          cells: [
            task.description || '–',
            task.customerName ?? '–',
            task.vehicle || '–',
            task.driverName ?? '–',
            number(task.km),
            number(task.income, 2),
            number(task.costs, 2),
            number(task.profit, 2),
          ],
        })),
      };
    case 'invoices':
      return {
        keys: ['number', 'customer', 'invoiceDate', 'dueDate', 'net', 'gross', 'state'],
        rows: items.items.map((i) => ({
          id: i.id,
          first: String(i.number),
          cells: [
            i.customerName,
            formatCalendarDate(i.invoiceDate),
            formatCalendarDate(i.dueDate),
            `${number(i.net, 2)} ${i.currency}`,
            `${number(i.gross, 2)} ${i.currency}`,
            t(`web-invoices:state.${i.state}`),
          ],
        })),
      };
  }
}

/** What another organisation shares of one data type, as a read-only table captioned with the owner's name. */
export function SharedItemsTable({ items, caption }: { items: SharedItems; caption: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { keys, rows } = columnsOf(items, language, t);
  return (
    <TableScroll label={caption} minWidth={900}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption ta="start">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {keys.map((key) => (
              <Table.Th key={key} scope="col">
                {t(`web-sharing:columns.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row">{row.first}</Table.Th>
              {row.cells.map((cell, i) => (
                <Table.Td key={keys[i + 1]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
