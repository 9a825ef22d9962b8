import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TimesheetDriverRow } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { TableScroll } from '../../components/ui/table-scroll';
import type { Period } from './period';
import { useTimesheetDrivers, type DriverListFilters } from './timesheet-queries';
import { useHoursText } from './totals-table';
import { formatLocalDate } from './zone-time';

const COUNTS = [
  'shiftCount',
  'ongoingCount',
  'unapprovedCount',
  'checkedCount',
  'approvedCount',
  'driverEditCount',
  'absenceCount',
] as const satisfies readonly (keyof TimesheetDriverRow)[];

/** The period's drivers with their counts, a page at a time; a driver's name opens their period. */
export function DriverList({ period, filters }: { period: Period; filters: DriverListFilters }) {
  const { t } = useTranslation();
  const location = useLocation();
  const list = useTimesheetDrivers(period, filters, true);
  const hours = useHoursText();
  const linkTo = (driverId: string) => {
    const params = new URLSearchParams(location.search);
    params.set('driverId', driverId);
    params.set('from', period.from);
    params.set('to', period.to);
    return `?${params.toString()}`;
  };

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <Text>{t('web-timesheet:list.empty')}</Text>;
  const caption = t('web-timesheet:list.caption', {
    range: `${formatLocalDate(period.from)}–${formatLocalDate(period.to)}`,
  });

  return (
    <Stack>
      <TableScroll label={caption} minWidth={900}>
        <Table striped highlightOnHover>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('web-timesheet:list.driver')}</Table.Th>
              <Table.Th>{t('web-timesheet:list.employeeNumber')}</Table.Th>
              <Table.Th ta="right">{t('web-timesheet:list.shiftCount')}</Table.Th>
              <Table.Th ta="right">{t('web-timesheet:list.hours')}</Table.Th>
              {COUNTS.slice(1).map((count) => (
                <Table.Th key={count} ta="right">
                  {t(`web-timesheet:list.${count}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.driverId}>
                <Table.Th scope="row">
                  <Anchor component={Link} to={linkTo(row.driverId)}>
                    {row.name}
                  </Anchor>
                </Table.Th>
                <Table.Td>{row.employeeNumber}</Table.Td>
                <Table.Td ta="right">{row.shiftCount}</Table.Td>
                <Table.Td ta="right">{hours(row.eventMinutes)}</Table.Td>
                {COUNTS.slice(1).map((count) => (
                  <Table.Td key={count} ta="right">
                    {count === 'driverEditCount' && row[count] > 0 ? (
                      <Badge
                        color="red.9"
                        variant="outline"
                        aria-label={t('web-timesheet:list.driverEdits', { count: row[count] })}
                      >
                        {row[count]}
                      </Badge>
                    ) : (
                      row[count]
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('web-timesheet:list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
