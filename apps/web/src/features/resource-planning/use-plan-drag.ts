import { useRef, type DragEvent } from 'react';
import type { CalendarPlan, CalendarRun, CalendarTask } from '@rahti/domain';

type Dragged =
  | { kind: 'run'; run: CalendarRun }
  | { kind: 'task'; task: CalendarTask; date: string }
  | { kind: 'plan'; plan: CalendarPlan }
  | { kind: 'resize'; plan: CalendarPlan; startDate: string };

interface PlanDragOptions {
  plansById: ReadonlyMap<string, CalendarPlan>;
  /** A run dropped on a driver's cell of the run's own day. */
  onDropRun: (run: CalendarRun, driverId: string) => void;
  /** A task dropped on a driver's cell of the day it starts. */
  onDropTask: (task: CalendarTask, driverId: string) => void;
  /** The local date `instant` falls on. */
  localDate: (instant: string) => string;
  /** A plan dropped on another driver's or day's cell. */
  onDropPlan: (plan: CalendarPlan, driverId: string, date: string) => void;
  /** A plan's end handle dropped on a day of its own row, on or after the day it starts. */
  onResizePlan: (plan: CalendarPlan, date: string) => void;
}

const cellAt = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-driver][data-date]') : null;

/**
 * Native drag and drop between the open runs and the grid's day cells. The grid listens once for
 * all its cells (no handler a cell); what is dragged is kept here, since a drag over a cell may
 * not read the data being dragged. A run or a task lands only on its own day; a plan anywhere; a
 * plan's end handle on its own row from the day the plan starts.
 */
export function usePlanDrag(options: PlanDragOptions) {
  const dragged = useRef<Dragged | null>(null);
  const marked = useRef<HTMLElement | null>(null);

  const mark = (cell: HTMLElement | null) => {
    if (marked.current === cell) return;
    marked.current?.removeAttribute('data-drop');
    cell?.setAttribute('data-drop', 'true');
    marked.current = cell;
  };
  const accepts = (cell: HTMLElement | null): cell is HTMLElement => {
    const item = dragged.current;
    if (!item || !cell) return false;
    if (item.kind === 'run') return cell.dataset.date === item.run.date;
    if (item.kind === 'task') return cell.dataset.date === item.date;
    if (item.kind === 'resize')
      return cell.dataset.driver === item.plan.driverId && (cell.dataset.date ?? '') >= item.startDate;
    return true;
  };
  const endDrag = () => {
    dragged.current = null;
    mark(null);
  };

  const startRun = (event: DragEvent, run: CalendarRun) => {
    dragged.current = { kind: 'run', run };
    event.dataTransfer.effectAllowed = 'copy';
    event.dataTransfer.setData('text/plain', run.routeId);
  };

  const startTask = (event: DragEvent, task: CalendarTask) => {
    dragged.current = { kind: 'task', task, date: options.localDate(task.start) };
    event.dataTransfer.effectAllowed = 'copy';
    event.dataTransfer.setData('text/plain', task.id);
  };

  const gridProps = {
    onDragStart: (event: DragEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const handle = target?.closest<HTMLElement>('[data-resize-plan-id]')?.dataset.resizePlanId;
      const resized = handle ? options.plansById.get(handle) : undefined;
      if (resized) {
        dragged.current = { kind: 'resize', plan: resized, startDate: options.localDate(resized.start) };
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', resized.id);
        return;
      }
      const id = target?.closest<HTMLElement>('[data-plan-id]')?.dataset.planId;
      const plan = id ? options.plansById.get(id) : undefined;
      if (!plan) return;
      dragged.current = { kind: 'plan', plan };
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', plan.id);
    },
    onDragOver: (event: DragEvent) => {
      const cell = cellAt(event.target);
      if (!accepts(cell)) return mark(null);
      event.preventDefault();
      event.dataTransfer.dropEffect = dragged.current?.kind === 'plan' ? 'move' : 'copy';
      mark(cell);
    },
    onDrop: (event: DragEvent) => {
      const cell = cellAt(event.target);
      const item = dragged.current;
      const isAccepted = accepts(cell);
      endDrag();
      if (!isAccepted || !item) return;
      event.preventDefault();
      const { driver, date } = cell.dataset as { driver: string; date: string };
      if (item.kind === 'run') options.onDropRun(item.run, driver);
      else if (item.kind === 'task') options.onDropTask(item.task, driver);
      else if (item.kind === 'resize') options.onResizePlan(item.plan, date);
      else options.onDropPlan(item.plan, driver, date);
    },
    onDragEnd: endDrag,
  };

  return { startRun, startTask, endDrag, gridProps };
}
