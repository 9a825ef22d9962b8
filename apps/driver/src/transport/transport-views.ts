import {
  localDateOf,
  stateOfStops,
  stopAfterEvent,
  type StopEventInput,
  type TransportStop,
  type TransportTask,
  type TransportTaskState,
} from '@rahti/domain';

/** A stop as the driver sees it: the server's copy with what the phone recorded since. */
export interface StopView extends TransportStop {
  /** The phone recorded something here that the server has not answered yet. */
  isWaiting: boolean;
}

export interface TransportTaskView {
  task: TransportTask;
  /** The task's state with the phone's waiting events counted. */
  state: TransportTaskState;
  stops: StopView[];
  isWaiting: boolean;
}

const OPEN_STATES: readonly TransportTaskState[] = ['assigned', 'started', 'pickedUp'];

/**
 * The driver's tasks with the stop events still in the outbox applied, stops in order: a stop
 * shows done as soon as the driver taps it, offline or not, and says it waits to be sent.
 */
export function transportTaskViewsOf(
  tasks: readonly TransportTask[],
  waiting: readonly StopEventInput[],
): TransportTaskView[] {
  return tasks.map((task) => {
    const events = waiting.filter((event) => event.transportTaskId === task.id);
    const stops = [...task.stops]
      .sort((a, b) => a.position - b.position)
      .map((stop): StopView => {
        const mine = events.filter((event) => event.stopId === stop.id);
        const applied = mine.reduce((current, event) => stopAfterEvent(current, event.kind, event.at), stop);
        return { ...applied, isWaiting: mine.length > 0 };
      });
    return {
      task,
      state: events.length > 0 ? stateOfStops(task.state, stops, task.driverId !== null) : task.state,
      stops,
      isWaiting: events.length > 0,
    };
  });
}

/** The local date a stop was done, or the task's own date for one not done. */
const doneDateOf = (view: TransportTaskView, zone: string) => {
  const done = view.stops.map((stop) => stop.doneAt).filter((at): at is string => at !== null);
  const last = done.sort().at(-1);
  return last ? localDateOf(Date.parse(last), zone) : view.task.date;
};

/**
 * What the driver works on today, in the organisation's zone: open tasks of today and earlier
 * (one left over from yesterday still needs doing), those finished today, and any whose events
 * still wait to be sent. By the first stop's window, then the reference.
 */
export function todaysTasks(views: readonly TransportTaskView[], today: string, zone: string): TransportTaskView[] {
  return views
    .filter((view) => {
      if (view.isWaiting) return true;
      if (OPEN_STATES.includes(view.state)) return view.task.date <= today;
      return view.state === 'delivered' && doneDateOf(view, zone) === today;
    })
    .sort(byFirstWindow);
}

/** Open tasks of later days, soonest first, so the driver can look ahead. */
export function laterTasks(views: readonly TransportTaskView[], today: string): TransportTaskView[] {
  return views
    .filter((view) => !view.isWaiting && OPEN_STATES.includes(view.state) && view.task.date > today)
    .sort(byFirstWindow);
}

function byFirstWindow(a: TransportTaskView, b: TransportTaskView): number {
  const key = (view: TransportTaskView) => `${view.task.date} ${view.stops[0]?.windowStart ?? ''}`;
  return key(a).localeCompare(key(b)) || a.task.reference.localeCompare(b.task.reference);
}

/** A task and one of its stops, by their ids; undefined when either is gone (reassigned, cancelled). */
export function findStop(
  views: readonly TransportTaskView[],
  taskId: string,
  stopId: string,
): { view: TransportTaskView; stop: StopView; index: number } | undefined {
  const view = views.find((candidate) => candidate.task.id === taskId);
  const index = view?.stops.findIndex((stop) => stop.id === stopId) ?? -1;
  return view && index >= 0 ? { view, stop: view.stops[index]!, index } : undefined;
}
