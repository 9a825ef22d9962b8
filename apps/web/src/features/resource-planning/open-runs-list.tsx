import { memo, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarRun } from '@rahti/domain';
import { ByDayList } from './by-day-list';
import type { PlanningWords } from './use-planning-words';

interface OpenRunsListProps {
  runs: readonly CalendarRun[];
  words: PlanningWords;
  onOpenRun: (run: CalendarRun) => void;
  onDragStart: (event: DragEvent, run: CalendarRun) => void;
  onDragEnd: () => void;
}

export const runKey = (run: CalendarRun) => `${run.routeId}|${run.start}`;

/** The route runs of the period that no plan covers yet, by day: drag one onto a driver, or choose it to plan it in a dialog. */
export const OpenRunsList = memo(function OpenRunsList({
  runs,
  words,
  onOpenRun,
  onDragStart,
  onDragEnd,
}: OpenRunsListProps) {
  const { t } = useTranslation();
  return (
    <ByDayList
      id="rp-open-runs"
      title={t('web-resource-planning:runs.title', { count: runs.length })}
      hint={t('web-resource-planning:runs.hint')}
      empty={t('web-resource-planning:runs.none')}
      showAll={t('web-resource-planning:runs.showAll', { count: runs.length })}
      items={runs.map((run) => ({ date: run.date, key: runKey(run), item: run }))}
      words={words}
      button={(run, date) => ({
        className: 'rp-run',
        label: t('web-resource-planning:runs.label', {
          route: words.route(run.routeId),
          day: words.longDay(date),
          time: words.timeRange(run.start, run.end),
        }),
        lines: (
          <>
            <span>{words.route(run.routeId)}</span>
            <span>{words.timeRange(run.start, run.end)}</span>
          </>
        ),
      })}
      onOpen={onOpenRun}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
    />
  );
});
