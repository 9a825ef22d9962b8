import { useEffect, useState, type CSSProperties, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarModel } from './calendar-model';
import { DriverRow } from './driver-row';
import type { PlanningWords } from './use-planning-words';
import './planning-grid.css';

interface PlanningGridProps {
  model: CalendarModel;
  days: readonly string[];
  /** Local date → the public holiday's name. */
  holidays: ReadonlyMap<string, string>;
  /** Driver id → plan id → the plan's conflicts. */
  conflictCounts: ReadonlyMap<string, ReadonlyMap<string, number>>;
  words: PlanningWords;
  onOpenPlan: (id: string) => void;
  dragProps: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

/** Rows drawn at once, then a slice at a time (see `useRowsShown`). */
const FIRST_ROWS = 15;
const ROWS_A_SLICE = 3;

/**
 * How many of `total` rows to draw: a screenful at first, then a few more in each later task
 * until all are there. A month of 200 drivers is thousands of blocks; drawn in one go they held
 * the page for seconds on a slow computer, while a slice stays under the 50 ms a person notices,
 * so the page answers from its first screen. Mount the grid again (a key) for a new period.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => setShown((rows) => rows + ROWS_A_SLICE), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * Drivers (rows) × days (columns) as a table for assistive technology: a row header names the
 * driver, a column header the day. One click and drag listener serves every block.
 */
export function PlanningGrid({
  model,
  days,
  holidays,
  conflictCounts,
  words,
  onOpenPlan,
  dragProps,
}: PlanningGridProps) {
  const { t } = useTranslation();
  const rowsShown = useRowsShown(model.drivers.length);
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
      role="table"
      aria-label={t('web-resource-planning:grid.caption')}
      aria-rowcount={model.drivers.length + 1}
      className="rp-grid"
      style={columns}
      onClick={openClicked}
      {...dragProps}
    >
      <div role="row" className="rp-row rp-head">
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
      {model.drivers.slice(0, rowsShown).map((driver) => (
        <DriverRow
          key={driver.id}
          driver={driver}
          days={days}
          cells={model.cells.get(driver.id)}
          conflictCounts={conflictCounts.get(driver.id)}
          words={words}
        />
      ))}
    </div>
  );
}
