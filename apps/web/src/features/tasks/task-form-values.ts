import { z } from 'zod';
import { localDateOf, parseDecimal, taskInputSchema, type Language, type Task, type TaskInput } from '@rahti/domain';
import { zoneInstant, zoneTime } from '../timesheet/zone-time';

/** The task form's values as typed: times as a local date and a clock time, numbers as text. */
export interface TaskFormValues extends Record<string, unknown> {
  customerId: string;
  vehicleId: string;
  driverId: string;
  departmentId: string;
  /** The route the task is a run of; '' for none. */
  routeId: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  km: string;
  income: string;
  otherCosts: string;
  description: string;
  pickup: string;
  delivery: string;
  weightKg: string;
  pallets: string;
  source: string;
  externalId: string;
}

/** Numbers shown as the user would type them: a decimal comma in Finnish and Swedish. */
const numberText = (value: number | null | undefined, language: Language) =>
  value == null ? '' : language === 'en' ? String(value) : String(value).replace('.', ',');

export function taskFormValues(
  task: Task | undefined,
  zone: string,
  today: string,
  language: Language,
): TaskFormValues {
  const local = (iso: string | undefined, fallbackTime: string) =>
    iso
      ? { date: localDateOf(Date.parse(iso), zone), time: zoneTime(Date.parse(iso), zone) }
      : { date: today, time: fallbackTime };
  // A new task starts as a working day today, 08:00–16:00, to be corrected.
  const start = local(task?.start, '08:00');
  const end = local(task?.end, '16:00');
  return {
    customerId: task?.customerId ?? '',
    vehicleId: task?.vehicleId ?? '',
    driverId: task?.driverId ?? '',
    departmentId: task?.departmentId ?? '',
    routeId: task?.routeId ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    km: numberText(task?.km, language),
    income: numberText(task?.income, language),
    otherCosts: numberText(task?.otherCosts, language),
    description: task?.description ?? '',
    pickup: task?.pickup ?? '',
    delivery: task?.delivery ?? '',
    weightKg: numberText(task?.weightKg, language),
    pallets: numberText(task?.pallets, language),
    source: task?.source ?? 'internal',
    externalId: task?.externalId ?? '',
  };
}

type NumberName = 'km' | 'income' | 'otherCosts' | 'weightKg' | 'pallets';
/** Must be given; the others may stay empty. */
const REQUIRED_NUMBERS: readonly NumberName[] = ['km', 'income'];
const NUMBER_NAMES: readonly NumberName[] = ['km', 'income', 'otherCosts', 'weightKg', 'pallets'];

/** Which input an issue of taskInputSchema belongs to: a time on its clock-time input. */
const inputOf = (path: readonly PropertyKey[]) => {
  const head = String(path[0] ?? '');
  return head === 'start' ? 'startTime' : head === 'end' ? 'endTime' : head;
};

/**
 * taskInputSchema (the server's own rules, issue 22) read through the form: text numbers with
 * a decimal comma or point, times on the organisation's clocks, '' for "none"; each message on
 * its own input. `version` makes it the body of PUT /api/tasks/:id. Without the routes feature
 * the route is not chosen: a new task sends none, an edited one its route as read (the server
 * saves the whole task, a route left out as none).
 */
export function taskFormSchema(
  zone: string,
  version?: number,
  choosesRoute = true,
): z.ZodType<TaskInput & { version?: number }> {
  return z.custom<TaskFormValues>().transform((values, ctx) => {
    // Inputs whose message is already said here, so the schema's own about them is not added.
    const flagged = new Set<string>();
    const flag = (name: string, message: string) => {
      flagged.add(name);
      ctx.addIssue({ code: 'custom', message, path: [name] });
    };
    const numbers: Partial<Record<NumberName, number | null>> = {};
    for (const name of NUMBER_NAMES) {
      const text = values[name].trim();
      const parsed = text === '' ? undefined : parseDecimal(text);
      if (text === '' && REQUIRED_NUMBERS.includes(name)) flag(name, 'validation:required');
      else if (text !== '' && parsed === undefined) flag(name, 'validation:number');
      numbers[name] = parsed ?? null;
    }
    if (!values.vehicleId) flag('vehicleId', 'validation:required');
    const instant = (date: string, time: string) => {
      const at = zoneInstant(date, time, zone);
      return at === undefined ? '' : new Date(at).toISOString();
    };
    const orNull = (text: string) => (text === '' ? null : text);
    const input = {
      customerId: orNull(values.customerId),
      vehicleId: values.vehicleId === '' ? undefined : values.vehicleId,
      driverId: orNull(values.driverId),
      departmentId: orNull(values.departmentId),
      routeId: choosesRoute ? orNull(values.routeId) : values.routeId || undefined,
      start: instant(values.startDate, values.startTime),
      end: instant(values.endDate, values.endTime),
      km: numbers.km ?? undefined,
      income: numbers.income ?? undefined,
      otherCosts: numbers.otherCosts ?? 0,
      description: values.description,
      pickup: values.pickup,
      delivery: values.delivery,
      source: values.source,
      externalId: values.source === 'external' ? values.externalId.trim() || undefined : undefined,
      weightKg: numbers.weightKg ?? null,
      pallets: numbers.pallets ?? null,
    };
    const result = taskInputSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = inputOf(issue.path);
        if (flagged.has(name)) continue;
        ctx.addIssue({ code: 'custom', message: issue.message, path: [name] });
      }
      return z.NEVER;
    }
    return version === undefined ? result.data : { ...result.data, version };
  });
}
