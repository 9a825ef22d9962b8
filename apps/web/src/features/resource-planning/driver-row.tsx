import { memo } from 'react';
import type { CalendarPlan } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { weekdayIndex } from '../../lib/calendar-dates';
import type { CalendarAbsence, CalendarDriver, CalendarShift, DayBlocks } from './calendar-model';
import type { PlanningWords } from './use-planning-words';

interface DriverRowProps {
  /** aria-rowindex: the header is row 1. */
  rowIndex: number;
  driver: CalendarDriver;
  days: readonly string[];
  /** Local date → what the driver's cell holds that day. */
  cells: ReadonlyMap<string, DayBlocks> | undefined;
  /** Plan id → its conflicts, for this driver's plans that have any. */
  conflictCounts: ReadonlyMap<string, number> | undefined;
  words: PlanningWords;
}

/**
 * One driver's row: a row header, then a cell a day. Plans are buttons (open their dialog, drag
 * to move: the grid listens for both); recorded shifts and absences are text. No hooks here: a
 * month of 200 drivers is thousands of cells, and a row renders again only when its props change.
 */
export const DriverRow = memo(function DriverRow({
  rowIndex,
  driver,
  days,
  cells,
  conflictCounts,
  words,
}: DriverRowProps) {
  return (
    <div role="row" className="rp-row" aria-rowindex={rowIndex} data-row-key={driver.id}>
      <div role="rowheader" className="rp-driver">
        <div>{driver.name}</div>
        {driver.employeeNumber && <div>{driver.employeeNumber}</div>}
      </div>
      {days.map((date) => {
        const blocks = cells?.get(date);
        return (
          <div
            key={date}
            role="cell"
            className="rp-cell"
            data-driver={driver.id}
            data-date={date}
            data-weekend={weekdayIndex(date) >= 5}
          >
            {blocks?.absences.map((absence) => (
              <AbsenceBlock key={absence.id} absence={absence} words={words} />
            ))}
            {blocks?.shifts.map((shift) => (
              <ShiftBlock key={shift.id} shift={shift} words={words} />
            ))}
            {blocks?.plans.map((plan) => (
              <PlanBlock key={plan.id} plan={plan} conflicts={conflictCounts?.get(plan.id) ?? 0} words={words} />
            ))}
          </div>
        );
      })}
    </div>
  );
});

/**
 * A plan: a button to open it (dragged, it moves), and beside it a handle that, dragged onto
 * another day of the row, ends the plan there. The handle is for the mouse only: the dialog
 * changes the end by keyboard.
 */
function PlanBlock({ plan, conflicts, words }: { plan: CalendarPlan; conflicts: number; words: PlanningWords }) {
  return (
    <div className="rp-plan">
      <button
        type="button"
        draggable
        className={`rp-block rp-${plan.status}`}
        data-plan-id={plan.id}
        aria-label={words.planLabel(plan, conflicts)}
      >
        <span className="rp-marker">{words.markers[plan.status]}</span>
        <span>{words.route(plan.routeId)}</span>
        <span>{words.timeRange(plan.start, plan.end)}</span>
        {plan.vehicleIds.length > 0 && <span>{words.vehicles(plan.vehicleIds)}</span>}
        {conflicts > 0 && (
          <span className="rp-conflicts">
            <Icon name="warning" size={12} /> {words.conflictCount(conflicts)}
          </span>
        )}
      </button>
      <span
        className="rp-resize"
        draggable
        data-resize-plan-id={plan.id}
        title={words.markers.resize}
        aria-hidden="true"
      />
    </div>
  );
}

function ShiftBlock({ shift, words }: { shift: CalendarShift; words: PlanningWords }) {
  return (
    <div className="rp-block rp-recorded">
      <span className="rp-marker">{words.markers.recorded}</span>
      <span>{words.route(shift.routeId)}</span>
      <span>{words.timeRange(shift.start, shift.end)}</span>
      {shift.vehicleIds.length > 0 && <span>{words.vehicles(shift.vehicleIds)}</span>}
    </div>
  );
}

function AbsenceBlock({ absence, words }: { absence: CalendarAbsence; words: PlanningWords }) {
  return (
    <div className="rp-block rp-absence">
      <span className="rp-marker">{words.markers.absence}</span>
      <span>{words.absenceKind(absence.kind)}</span>
      {absence.approval === 'unapproved' && <span>{words.markers.unapproved}</span>}
    </div>
  );
}
