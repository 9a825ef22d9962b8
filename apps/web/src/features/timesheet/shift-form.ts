import { z } from 'zod';
import { BONUS_TYPES, localDateOf, shiftInputSchema, type BonusType, type Shift, type ShiftInput } from '@rahti/domain';
import { isCalendarDate } from '../../lib/calendar-dates';
import { zoneInstant, zoneTime } from './zone-time';

/**
 * The shift editor's values as typed: each time as a local date and a clock time in the
 * organisation's zone, numbers as text. `shiftFormSchema` turns them into the API's ShiftInput
 * and checks them with the shared shiftInputSchema, so its messages land on the right event.
 */
export interface EventRow {
  /** Stable for React while rows are added and removed. */
  key: string;
  workType: string;
  startDate: string;
  startTime: string;
  /** Both empty: still running (the last event of an ongoing shift). */
  endDate: string;
  endTime: string;
  answer: string;
  cutBefore: boolean;
  cutAfter: boolean;
}

export interface ShiftFormValues extends Record<string, unknown> {
  events: EventRow[];
  vehicleIds: string[];
  startKm: string;
  endKm: string;
  consumptionLitres: string;
  /** Hours per chosen bonus; '' is the whole shift. */
  bonuses: Partial<Record<BonusType, string>>;
  dailyAllowance: string;
  /** The route the shift is a run of; '' for none. Kept as read where routes are not chosen. */
  routeId: string;
  /** The published planned shift the shift carries out; '' for none (the server then keeps a stored one). */
  plannedShiftId: string;
}

let nextKey = 0;
export const newRowKey = () => `event-${nextKey++}`;

const localParts = (iso: string | null, zone: string) => {
  if (!iso) return { date: '', time: '' };
  const instant = Date.parse(iso);
  return { date: localDateOf(instant, zone), time: zoneTime(instant, zone) };
};
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function shiftFormValues(shift: Shift | undefined, zone: string, date: string): ShiftFormValues {
  if (!shift) {
    return {
      events: [
        {
          key: newRowKey(),
          workType: '1',
          startDate: date,
          startTime: '',
          endDate: date,
          endTime: '',
          answer: '',
          cutBefore: false,
          cutAfter: false,
        },
      ],
      vehicleIds: [],
      startKm: '',
      endKm: '',
      consumptionLitres: '',
      bonuses: {},
      dailyAllowance: '0',
      routeId: '',
      plannedShiftId: '',
    };
  }
  return {
    events: shift.events.map((event) => {
      const start = localParts(event.start, zone);
      const end = localParts(event.end, zone);
      return {
        key: newRowKey(),
        workType: String(event.workType),
        startDate: start.date,
        startTime: start.time,
        endDate: end.date,
        endTime: end.time,
        answer: event.answer ?? '',
        cutBefore: event.cutBefore,
        cutAfter: event.cutAfter,
      };
    }),
    vehicleIds: shift.vehicles.map((vehicle) => vehicle.id),
    startKm: numberText(shift.startKm),
    endKm: numberText(shift.endKm),
    consumptionLitres: numberText(shift.consumptionLitres),
    bonuses: Object.fromEntries(
      shift.bonuses.map((bonus) => [bonus.type, bonus.hours === null ? '' : String(bonus.hours)]),
    ),
    dailyAllowance: String(shift.dailyAllowance),
    routeId: shift.routeId ?? '',
    plannedShiftId: shift.plannedShiftId ?? '',
  };
}

/** A time that is not a date and a clock time becomes '', which the shared schema names an invalid date. */
const instantText = (date: string, time: string, zone: string) => {
  const instant = zoneInstant(date, time, zone);
  return instant === undefined ? '' : new Date(instant).toISOString();
};

export function toShiftInput(
  values: ShiftFormValues,
  zone: string,
  fixed: { driverId: string; clientKey?: string },
): Record<string, unknown> {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    driverId: fixed.driverId,
    ...(fixed.clientKey ? { clientKey: fixed.clientKey } : {}),
    routeId: orNull(values.routeId),
    plannedShiftId: orNull(values.plannedShiftId),
    events: values.events.map((row) => ({
      workType: Number(row.workType),
      start: instantText(row.startDate, row.startTime, zone),
      end: row.endDate === '' && row.endTime === '' ? null : instantText(row.endDate, row.endTime, zone),
      answer: orNull(row.answer),
      cutBefore: row.cutBefore,
      cutAfter: row.cutAfter,
    })),
    vehicleIds: values.vehicleIds,
    startKm: orNull(values.startKm),
    endKm: orNull(values.endKm),
    consumptionLitres: orNull(values.consumptionLitres),
    bonuses: BONUS_TYPES.filter((type) => values.bonuses[type] !== undefined).map((type) => ({
      type,
      hours: orNull(values.bonuses[type] ?? ''),
    })),
    dailyAllowance: Number(values.dailyAllowance),
  };
}

/** The local date the shift starts on as typed (its earliest event's), or `fallback` until one is a date. */
export function typedStartDate(values: ShiftFormValues, fallback: string): string {
  const dates = values.events.map((row) => row.startDate).filter((date) => isCalendarDate(date));
  return dates.sort()[0] ?? fallback;
}

/** The editor's schema: the typed values, as ShiftInput, through the shared rules. */
export function shiftFormSchema(zone: string, fixed: Parameters<typeof toShiftInput>[2]): z.ZodType<ShiftInput> {
  return z
    .custom<ShiftFormValues>()
    .transform((values) => toShiftInput(values, zone, fixed))
    .pipe(shiftInputSchema);
}
