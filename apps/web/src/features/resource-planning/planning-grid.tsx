import { useCallback, useMemo, useRef, type CSSProperties, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarPlan } from '@rahti/domain';
import type { CalendarModel } from './calendar-model';
import { DriverRow } from './driver-row';
import type { Period } from './planning-period';
import { useConflictIndex } from './use-conflict-index';
import { useRowsInSight } from './use-rows-in-sight';
import type { PlanningWords } from './use-planning-words';
import './planning-grid.css';

interface PlanningGridProps {
  model: CalendarModel;
  days: readonly string[];
  /** Local date → the public holiday's name. */
  holidays: ReadonlyMap<string, string>;
  /** The plans in view as the conflict check takes them, and by id: the blocks count their conflicts. */
  period: Period;
  plansById: ReadonlyMap<string, CalendarPlan>;
  words: PlanningWords;
  onOpenPlan: (id: string) => void;
  dragProps: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/**
 * Drivers (rows) × days (columns) as a table for assistive technology: a row header names the
 * driver, a column header the day. One click and drag listener serves every block. Only the rows
 * in sight are drawn (useRowsInSight); the table's row count and each row's index tell assistive
 * technology where it is.
 */
export function PlanningGrid({
  model,
  days,
  holidays,
  period,
  plansById,
  words,
  onOpenPlan,
  dragProps,
}: PlanningGridProps) {
  const { t } = useTranslation();
  const { countsByDriver } = useConflictIndex(period, plansById);
  const box = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => model.drivers.map((driver) => driver.id), [model.drivers]);
  const blocksOf = useCallback(
    (index: number) => {
      let most = 0;
      for (const blocks of model.cells.get(keys[index]!)?.values() ?? [])
        most = Math.max(most, blocks.plans.length + blocks.shifts.length + blocks.absences.length);
      return most;
    },
    [model.cells, keys],
  );
  const rows = useRowsInSight(box, keys, blocksOf);
  // Fixed widths: every row is a grid of its own, and only fixed columns line up from row to row.
  const dayWidth = days.length <= 7 ? 10 : days.length <= 14 ? 8 : 7;
  const columns = { '--rp-columns': `11rem repeat(${days.length}, ${dayWidth}rem)` } as CSSProperties;
  const openClicked = (event: MouseEvent) => {
    const id =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-plan-id]')?.dataset.planId : undefined;
    if (id) onOpenPlan(id);
  };

  return (
    <div
      ref={box}
      role="table"
      aria-label={t('web-resource-planning:grid.caption')}
      aria-rowcount={model.drivers.length + 1}
      className="rp-grid"
      style={columns}
      onClick={openClicked}
      {...dragProps}
    >
      <div role="row" className="rp-row rp-head" aria-rowindex={1}>
        <div role="columnheader" className="rp-driver">
          {t('web-resource-planning:grid.driver')}
        </div>
        {days.map((date) => {
          const head = words.dayHead(date);
          const holiday = holidays.get(date);
          return (
            <div key={date} role="columnheader" aria-label={words.longDay(date) + (holiday ? `, ${holiday}` : '')}>
              <div>{head.weekday}</div>
              <div>{head.date}</div>
              {holiday && <div className="rp-holiday">{holiday}</div>}
            </div>
          );
        })}
      </div>
      {rows.before > 0 && <div aria-hidden="true" style={{ height: rows.before }} />}
      {model.drivers.slice(rows.start, rows.end).map((driver, index) => (
        <DriverRow
          key={driver.id}
          rowIndex={rows.start + index + 2}
          driver={driver}
          days={days}
          cells={model.cells.get(driver.id)}
          conflictCounts={countsByDriver.get(driver.id)}
          words={words}
        />
      ))}
      {rows.after > 0 && <div aria-hidden="true" style={{ height: rows.after }} />}
    </div>
  );
}
