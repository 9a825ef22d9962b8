import { Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { addDays, addMonths, firstOfMonth } from '../../lib/calendar-dates';
import { buildCalendarModel } from './calendar-model';
import { PeriodBar } from './period-bar';
import { PlanningFilters } from './planning-filters';
import { usePlanningCalendars } from './planning-api';
import { chunksOf, seasonOf } from './planning-period';
import { mergeCalendars, seasonCells, seasonWeeks, type SeasonCell } from './season-weeks';
import { useHolidays } from './use-holidays';
import type { PlanningParams } from './use-planning-params';
import { usePlanningWords } from './use-planning-words';

const NS = 'web-resource-planning:season';
const NO_VEHICLES = new Map<string, string>();
/** Hours to one decimal, for the catalogue's number format. */
const hours = (value: number) => Math.round(value * 10) / 10;

/** The season tab: drivers × ISO weeks over three months, planned hours against the standard hours, with holidays and absences. */
export function SeasonView({ params }: { params: PlanningParams }) {
  const { t } = useTranslation();
  const season = seasonOf(params.anchor);
  const { from, to } = season;
  const chunks = useMemo(() => chunksOf({ from, to }), [from, to]);
  const { pieces, error, retry } = usePlanningCalendars(chunks);
  const holidays = useHolidays(from, to);
  const words = usePlanningWords(undefined, NO_VEHICLES);
  const { baseId, departmentId, driverGroupId } = params.filters;

  const table = useMemo(() => {
    if (!pieces?.[0]) return undefined;
    const merged = mergeCalendars(pieces);
    const drivers = buildCalendarModel({ ...pieces[0], drivers: merged.drivers }, params.filters, NO_VEHICLES).drivers;
    const weeks = seasonWeeks({ from, to }).map((week) => ({
      ...week,
      holidays: [...holidays].filter(([date]) => date >= week.monday && date <= addDays(week.monday, 6)),
    }));
    return { drivers, weeks, cells: seasonCells(merged, weeks, pieces[0].zone, new Set(holidays.keys())) };
    // The filters by value: the params hook makes a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pieces, from, to, holidays, baseId, departmentId, driverGroupId]);

  const cellText = (cell: SeasonCell) =>
    cell.targetHours === null
      ? t(`${NS}.plannedOnly`, { planned: hours(cell.plannedMinutes / 60) })
      : t(`${NS}.planned`, { planned: hours(cell.plannedMinutes / 60), target: hours(cell.targetHours) });

  return (
    <Stack>
      <PeriodBar
        label={`${words.monthName(season.months[0]!)} – ${words.monthName(season.months[2]!)}`}
        onStep={(direction) => params.setAnchor(firstOfMonth(addMonths(params.anchor.slice(0, 7), direction)))}
        onToday={() => params.setAnchor(params.today)}
      />
      <PlanningFilters params={params} />
      <Text size="sm" c="dimmed">
        {t(`${NS}.hint`)}
      </Text>
      {error ? <QueryError error={error} onRetry={retry} /> : !table && <PageLoader />}
      {table && (
        <Table.ScrollContainer minWidth={800}>
          <Table withColumnBorders striped fz="xs">
            <Table.Caption>{t(`${NS}.caption`)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('web-resource-planning:grid.driver')}</Table.Th>
                {table.weeks.map((week) => (
                  <Table.Th key={week.monday} scope="col">
                    <div>{t(`${NS}.week`, { number: week.number })}</div>
                    {week.holidays.map(([date, name]) => (
                      <div key={date}>{t(`${NS}.holiday`, { name, day: words.day(date) })}</div>
                    ))}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.drivers.map((driver) => (
                <Table.Tr key={driver.id}>
                  <Table.Th scope="row">{driver.name}</Table.Th>
                  {table.cells.get(driver.id)?.map((cell, index) => (
                    <Table.Td key={table.weeks[index]!.monday}>
                      <div>{cellText(cell)}</div>
                      {cell.absentDays > 0 && <div>{t(`${NS}.absent`, { count: cell.absentDays })}</div>}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
