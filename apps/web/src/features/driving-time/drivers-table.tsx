import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import { TableScroll } from '../../components/ui/table-scroll';
import { SORT_KEYS, type DriverRow, type SortKey } from './driver-rows';
import { durationText } from '../timesheet/event-labels';
import { FORTNIGHT_LIMIT_MINUTES, WEEK_LIMIT_MINUTES } from './driving-figures';
import { LimitBar } from './limit-bar';
import { SeverityBadges } from './severity-badges';

interface DriversTableProps {
  /** In the order to show. */
  rows: readonly DriverRow[];
  sort: SortState<SortKey>;
  onSort: (next: SortState<SortKey>) => void;
  chosen: string | undefined;
  onChoose: (driverId: string) => void;
}

const NUMERIC: ReadonlySet<SortKey> = new Set(['week', 'fortnight', 'left', 'untilBreak']);
const nowrap = { whiteSpace: 'nowrap' } as const;

/** A row per driver: the week's and fortnight's bars, driving left, infringements; a name opens the timeline. */
export function DriversTable({ rows, sort, onSort, chosen, onChoose }: DriversTableProps) {
  const { t } = useTranslation();
  const caption = t('web-driving-time:caption');
  return (
    <TableScroll label={caption} minWidth={900}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {SORT_KEYS.map((column) => (
              <SortableHeader
                key={column}
                column={column}
                label={t(`web-driving-time:columns.${column}`)}
                sort={sort}
                onSort={onSort}
                numeric={NUMERIC.has(column)}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.driverId}>
              <Table.Th scope="row">
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  onClick={() => onChoose(row.driverId)}
                  aria-expanded={chosen === row.driverId}
                  title={t('web-driving-time:showTimeline', { name: row.name })}
                >
                  {row.name}
                </Anchor>
              </Table.Th>
              <Table.Td>{row.employeeNumber}</Table.Td>
              <Table.Td>
                <LimitBar
                  label={t('web-driving-time:bars.week', { name: row.name })}
                  usedMinutes={row.week}
                  limitMinutes={WEEK_LIMIT_MINUTES}
                />
              </Table.Td>
              <Table.Td>
                <LimitBar
                  label={t('web-driving-time:bars.fortnight', { name: row.name })}
                  usedMinutes={row.fortnight}
                  limitMinutes={FORTNIGHT_LIMIT_MINUTES}
                />
              </Table.Td>
              <Table.Td ta="end" style={nowrap}>
                {durationText(t, row.left)}
              </Table.Td>
              <Table.Td ta="end" style={nowrap}>
                {durationText(t, row.untilBreak)}
              </Table.Td>
              <Table.Td>
                <SeverityBadges counts={row.counts} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
