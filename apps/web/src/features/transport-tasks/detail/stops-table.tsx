import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransportStop } from '@rahti/domain';
import { TableScroll } from '../../../components/ui/table-scroll';
import type { TransportFormat } from '../use-transport-format';

const COLUMNS = ['kind', 'place', 'window', 'arrived', 'done', 'contact'] as const;

/** The stops in the driver's order: where, the agreed window, and when the driver arrived and was done. */
export function StopsTable({ stops, format }: { stops: readonly TransportStop[]; format: TransportFormat }) {
  const { t } = useTranslation();
  const caption = t('web-transport:detail.stopsCaption');
  return (
    <TableScroll label={caption} minWidth={900}>
      <Table withTableBorder captionSide="top">
        <Table.Caption ta="start">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            {COLUMNS.map((key) => (
              <Table.Th key={key} scope="col">
                {t(`web-transport:detail.stopColumns.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stops.map((stop, index) => (
            <Table.Tr key={stop.id}>
              <Table.Th scope="row" fw={400}>
                {index + 1}
              </Table.Th>
              <Table.Td>{t(`web-transport:stopKind.${stop.kind}`)}</Table.Td>
              <Table.Td>
                {[stop.name, stop.street, [stop.postcode, stop.city].filter(Boolean).join(' '), stop.country]
                  .filter(Boolean)
                  .join(', ')}
                {stop.notes && <div style={{ whiteSpace: 'pre-line' }}>{stop.notes}</div>}
              </Table.Td>
              <Table.Td>{format.window(stop.windowStart, stop.windowEnd)}</Table.Td>
              <Table.Td>{stop.arrivedAt ? format.dateTime(stop.arrivedAt) : '–'}</Table.Td>
              <Table.Td>{stop.doneAt ? format.dateTime(stop.doneAt) : '–'}</Table.Td>
              <Table.Td>{[stop.contactName, stop.contactPhone].filter(Boolean).join(', ') || '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
