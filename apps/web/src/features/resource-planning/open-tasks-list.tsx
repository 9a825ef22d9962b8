import { memo, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarTask } from '@rahti/domain';
import { ByDayList } from './by-day-list';
import type { PlanningWords } from './use-planning-words';

interface OpenTasksListProps {
  tasks: readonly CalendarTask[];
  words: PlanningWords;
  onOpenTask: (task: CalendarTask) => void;
  onDragStart: (event: DragEvent, task: CalendarTask) => void;
  onDragEnd: () => void;
}

/** The period's tasks no plan names yet, by day: drag one onto a driver, or choose it to plan it in a dialog. */
export const OpenTasksList = memo(function OpenTasksList({
  tasks,
  words,
  onOpenTask,
  onDragStart,
  onDragEnd,
}: OpenTasksListProps) {
  const { t } = useTranslation();
  const name = (task: CalendarTask) =>
    [task.description || t('web-resource-planning:tasks.untitled'), task.customer].filter(Boolean).join(', ');
  return (
    <ByDayList
      id="rp-open-tasks"
      title={t('web-resource-planning:tasks.title', { count: tasks.length })}
      empty={t('web-resource-planning:tasks.none')}
      showAll={t('web-resource-planning:tasks.showAll', { count: tasks.length })}
      items={tasks.map((task) => ({ date: words.localDate(task.start), key: task.id, item: task }))}
      words={words}
      button={(task, date) => ({
        className: 'rp-task',
        label: t('web-resource-planning:tasks.label', {
          task: name(task),
          day: words.longDay(date),
          time: words.timeRange(task.start, task.end),
          driver: task.driverId ? words.driver(task.driverId) : t('web-resource-planning:tasks.noDriver'),
        }),
        lines: (
          <>
            <span>{name(task)}</span>
            <span>{words.timeRange(task.start, task.end)}</span>
            {task.driverId && <span>{words.driver(task.driverId)}</span>}
          </>
        ),
      })}
      onOpen={onOpenTask}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
    />
  );
});
