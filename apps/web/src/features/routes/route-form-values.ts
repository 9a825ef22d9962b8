import { z } from 'zod';
import {
  parseDecimal,
  routeInputSchema,
  type IncomeBasis,
  type RecurrenceException,
  type Route,
  type RouteInput,
} from '@rahti/domain';
import { recurrenceFormValues, recurrenceInputOf, type RecurrenceFormValues } from './recurrence-form-values';
import { completeWaypoints, waypointDrafts, type WaypointDraft } from './waypoints-reducer';

/** The route form's values as typed: numbers as text, '' for "none". */
export interface RouteFormValues extends RecurrenceFormValues, Record<string, unknown> {
  name: string;
  code: string;
  customerId: string;
  vehicleId: string;
  departmentId: string;
  subcontractor: string;
  requiredLicences: string[];
  incomeBasis: IncomeBasis;
  income: string;
  waypoints: readonly WaypointDraft[];
  distanceKm: string;
  drivingMinutes: string;
  /** The distance and driving time were typed, not measured: they are sent as they are. */
  distanceManual: boolean;
}

/** Numbers shown as the user would type them: a decimal comma in Finnish and Swedish. */
const numberText = (value: number, decimalComma: boolean) =>
  decimalComma ? String(value).replace('.', ',') : String(value);

export function routeFormValues(route: Route | undefined, today: string, decimalComma: boolean): RouteFormValues {
  return {
    name: route?.name ?? '',
    code: route?.code ?? '',
    customerId: route?.customerId ?? '',
    vehicleId: route?.vehicleId ?? '',
    departmentId: route?.departmentId ?? '',
    subcontractor: route?.subcontractor ?? '',
    requiredLicences: route?.requiredLicences ?? [],
    incomeBasis: route?.incomeBasis ?? 'perRun',
    income: route ? numberText(route.income, decimalComma) : '',
    waypoints: waypointDrafts(route?.waypoints ?? []),
    distanceKm: route ? numberText(route.distanceKm, decimalComma) : '',
    drivingMinutes: route ? String(route.drivingMinutes) : '',
    distanceManual: route?.distanceSource === 'manual',
    ...recurrenceFormValues(route ? route.recurrence : undefined, today),
    // A saved route without a schedule opens as one; a new route starts weekly.
    ...(route && !route.recurrence ? { frequency: 'none' as const } : {}),
  };
}

/** The input an issue of routeInputSchema belongs to: recurrence fields on their own inputs. */
function inputOf(path: readonly PropertyKey[]): string {
  const [head, field] = path.map(String);
  if (head !== 'recurrence') return path.map(String).join('.');
  if (field === 'durationMinutes') return 'duration';
  return field ?? 'frequency';
}

/** What the form keeps from the route as last read: its version and the runs skipped or moved. */
export interface RouteFormContext {
  version?: number;
  exceptions: RecurrenceException[];
}

/**
 * routeInputSchema (the server's own rules, issue 23) read through the form: text numbers with a
 * decimal comma or point, '' for "none", the recurrence from the editor's inputs; each message on
 * its own input ("waypoints.1.lat" inside the list). With a version it is PUT /api/routes/:id's body.
 */
export function routeFormSchema(context: () => RouteFormContext): z.ZodType<RouteInput & { version?: number }> {
  return z.custom<RouteFormValues>().transform((values, ctx) => {
    const flagged = new Set<string>();
    const flag = (name: string, message: string) => {
      flagged.add(name);
      ctx.addIssue({ code: 'custom', message, path: name.split('.') });
    };
    const number = (name: 'income' | 'distanceKm' | 'drivingMinutes', required: boolean) => {
      const text = values[name].trim();
      if (text === '') {
        if (required) flag(name, 'validation:required');
        return null;
      }
      const parsed = parseDecimal(text);
      if (parsed === undefined) flag(name, 'validation:number');
      return parsed ?? null;
    };
    const income = number('income', true);
    // Measured figures are left to the server, which measures again and says where they came from.
    const distanceKm = values.distanceManual ? number('distanceKm', true) : null;
    const drivingMinutes = values.distanceManual ? number('drivingMinutes', true) : null;
    if (values.frequency !== 'none') {
      if (!values.startDate) flag('startDate', 'validation:required');
      if (values.endBy === 'date' && !values.untilDate) flag('untilDate', 'validation:required');
      if (values.endBy === 'count' && !values.count.trim()) flag('count', 'validation:required');
    }
    values.waypoints.forEach((draft, i) => {
      for (const field of ['lat', 'lng'] as const)
        if (draft[field].trim() === '') flag(`waypoints.${i}.${field}`, 'validation:required');
        else if (parseDecimal(draft[field].trim()) === undefined) flag(`waypoints.${i}.${field}`, 'validation:number');
    });
    const { version, exceptions } = context();
    const orNull = (text: string) => (text === '' ? null : text);
    const input = {
      name: values.name,
      code: values.code,
      customerId: orNull(values.customerId),
      vehicleId: orNull(values.vehicleId),
      departmentId: orNull(values.departmentId),
      subcontractor: values.subcontractor,
      requiredLicences: values.requiredLicences,
      waypoints: completeWaypoints(values.waypoints) ?? [],
      recurrence: recurrenceInputOf(values, exceptions),
      incomeBasis: values.incomeBasis,
      income: income ?? 0,
      distanceKm,
      drivingMinutes,
    };
    const result = routeInputSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = inputOf(issue.path);
        if (!flagged.has(name)) ctx.addIssue({ code: 'custom', message: issue.message, path: name.split('.') });
      }
      return z.NEVER;
    }
    if (flagged.size > 0) return z.NEVER;
    return version === undefined ? result.data : { ...result.data, version };
  });
}
