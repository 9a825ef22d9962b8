import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, WEEKDAY_CODES, type Occurrence, type Route } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { TableScroll } from '../../components/ui/table-scroll';
import { errorMessage } from '../../lib/api-error';
import { addDays, weekdayIndex } from '../../lib/calendar-dates';
import { zonedTime } from '../../lib/organisation-time';
import { MoveRunDialog } from './move-run-dialog';
import { useChangeRun, useOccurrences, type RunChange } from './route-runs-api';

/** The upcoming runs shown: the next eight weeks. */
const WEEKS_AHEAD = 8;

/** A row: a run as planned or moved, or one skipped (which occurrences leave out; the exceptions name it). */
interface RunRow {
  /** The date it runs on, or would have. */
  date: string;
  /** The date it was planned for, which its skip, move and restore name. */
  plannedFor: string;
  status: 'planned' | 'moved' | 'skipped';
  occurrence?: Occurrence;
}

/** A planned run can be skipped or moved; a moved one moved again or restored; a skipped one restored. */
const actionsOf = (run: RunRow): ('skip' | 'move' | 'restore')[] =>
  run.status === 'planned' ? ['skip', 'move'] : run.status === 'moved' ? ['move', 'restore'] : ['restore'];

function runRows(occurrences: readonly Occurrence[], route: Route, from: string, to: string): RunRow[] {
  const skipped = (route.recurrence?.exceptions ?? [])
    .filter((exception) => exception.action === 'skip' && exception.date >= from && exception.date <= to)
    .map((exception): RunRow => ({ date: exception.date, plannedFor: exception.date, status: 'skipped' }));
  const runs = occurrences.map((occurrence): RunRow => ({
    date: occurrence.date,
    plannedFor: occurrence.originalDate ?? occurrence.date,
    status: occurrence.status,
    occurrence,
  }));
  return [...runs, ...skipped].sort((a, b) => a.date.localeCompare(b.date));
}

interface UpcomingRunsProps {
  route: Route;
  today: string;
  zone: string;
  /** A run was skipped, moved or restored: the route as it now is. */
  onChanged: (route: Route | undefined) => void;
}

/** The next eight weeks of runs, each skipped, moved to another day or time, or restored. */
export function UpcomingRuns({ route, today, zone, onChanged }: UpcomingRunsProps) {
  const { t } = useTranslation();
  const to = addDays(today, WEEKS_AHEAD * 7 - 1);
  const occurrences = useOccurrences(route.id, today, to);
  const change = useChangeRun(route.id);
  const [moving, setMoving] = useState<RunRow>();
  const [failure, setFailure] = useState<string>();

  if (!route.recurrence) return <Text>{t('web-routes:runs.noSchedule')}</Text>;
  if (occurrences.isPending) return <PageLoader />;
  if (occurrences.isError)
    return (
      <QueryError
        error={occurrences.error}
        fallbackKey="web-routes:runs.fetchFailed"
        onRetry={() => void occurrences.refetch()}
      />
    );

  const rows = runRows(occurrences.data, route, today, to);
  const day = (date: string) =>
    `${t(`web-routes:schedule.weekdayShort.${WEEKDAY_CODES[weekdayIndex(date)]!}`)} ${formatCalendarDate(date)}`;
  const apply = (run: RunRow, next: RunChange, doneKey: string, failedKey: string) => {
    setFailure(undefined);
    change.mutate(next, {
      onSuccess: (changed) => {
        notifySuccess(t(doneKey, { date: formatCalendarDate(run.plannedFor) }));
        onChanged(changed);
      },
      onError: (error) => setFailure(errorMessage(error, t(failedKey))),
    });
  };
  const skip = (run: RunRow) =>
    apply(run, { kind: 'skip', date: run.plannedFor }, 'web-routes:runs.skipped', 'routes:deleteRecurrenceFailed');
  const restore = (run: RunRow) =>
    apply(run, { kind: 'restore', date: run.plannedFor }, 'web-routes:runs.restored', 'errors:savingFailed');

  return (
    <>
      <FormFailure message={failure} mb="sm" />
      {rows.length === 0 ? (
        <Text>{t('web-routes:runs.none', { weeks: WEEKS_AHEAD })}</Text>
      ) : (
        <TableScroll label={t('web-routes:runs.caption', { weeks: WEEKS_AHEAD })} minWidth={640}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{t('web-routes:runs.caption', { weeks: WEEKS_AHEAD })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('web-routes:runs.date')}</Table.Th>
                <Table.Th scope="col">{t('web-routes:runs.time')}</Table.Th>
                <Table.Th scope="col">{t('web-routes:runs.status')}</Table.Th>
                <Table.Th scope="col">{t('web-routes:runs.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((run) => {
                const name = day(run.date);
                return (
                  <Table.Tr key={`${run.status}-${run.plannedFor}`}>
                    <Table.Th scope="row" fw={400} td={run.status === 'skipped' ? 'line-through' : undefined}>
                      {name}
                    </Table.Th>
                    <Table.Td>
                      {run.occurrence
                        ? `${zonedTime(run.occurrence.start, zone)}–${zonedTime(run.occurrence.end, zone)}`
                        : '–'}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={run.status === 'planned' ? 'blue' : 'orange'}>
                        {run.status === 'moved'
                          ? t('web-routes:runs.movedFrom', { date: formatCalendarDate(run.plannedFor) })
                          : t(`web-routes:runs.state.${run.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {actionsOf(run).map((action) => (
                          <Button
                            key={action}
                            size="compact-sm"
                            variant="default"
                            aria-label={t(`web-routes:runs.${action}Named`, { name })}
                            onClick={() =>
                              action === 'move' ? setMoving(run) : action === 'skip' ? skip(run) : restore(run)
                            }
                          >
                            {t(`web-routes:runs.${action}`)}
                          </Button>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {moving?.occurrence && (
        <MoveRunDialog
          routeId={route.id}
          date={moving.plannedFor}
          at={{ date: moving.date, time: zonedTime(moving.occurrence.start, zone) }}
          onClose={() => setMoving(undefined)}
          onMoved={(changed) => {
            setMoving(undefined);
            onChanged(changed);
          }}
        />
      )}
    </>
  );
}
