import { Stack, Text, Title } from '@mantine/core';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarRun } from '@rahti/domain';
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
export function OpenRunsList({ runs, words, onOpenRun, onDragStart, onDragEnd }: OpenRunsListProps) {
  const { t } = useTranslation();
  const byDay = new Map<string, CalendarRun[]>();
  for (const run of runs) byDay.set(run.date, [...(byDay.get(run.date) ?? []), run]);

  return (
    <Stack component="section" gap="xs" aria-labelledby="rp-open-runs">
      <Title order={2} size="h4" id="rp-open-runs">
        {t('web-resource-planning:runs.title', { count: runs.length })}
      </Title>
      <Text size="xs" c="dimmed">
        {t('web-resource-planning:runs.hint')}
      </Text>
      {runs.length === 0 && <Text size="sm">{t('web-resource-planning:runs.none')}</Text>}
      {[...byDay].map(([date, dayRuns]) => (
        <Stack key={date} gap={4}>
          <Title order={3} size="h6">
            {words.longDay(date)}
          </Title>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {dayRuns.map((run) => (
              <li key={runKey(run)}>
                <button
                  type="button"
                  draggable
                  className="rp-block rp-run"
                  aria-label={t('web-resource-planning:runs.label', {
                    route: words.route(run.routeId),
                    day: words.longDay(date),
                    time: words.timeRange(run.start, run.end),
                  })}
                  onClick={() => onOpenRun(run)}
                  onDragStart={(event) => onDragStart(event, run)}
                  onDragEnd={onDragEnd}
                >
                  <span>{words.route(run.routeId)}</span>
                  <span>{words.timeRange(run.start, run.end)}</span>
                </button>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
