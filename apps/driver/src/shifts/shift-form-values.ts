import { BONUS_TYPES, deviceShiftSchema, type BonusType, type DeviceShift } from '@rahti/domain';
import { numberText } from '../lib/optional-number';
import { fromZonedInputValue, toZonedInputValue } from '../lib/zoned-time';

/** The review form's fields as typed: times on the organisation's clocks, numbers as text. */
export interface EventValues {
  workType: string;
  start: string;
  end: string;
  answer: string;
  cutBefore: boolean;
  cutAfter: boolean;
}

export interface ShiftFormValues {
  events: EventValues[];
  vehicleIds: string[];
  /** '' for none. */
  routeId: string;
  startKm: string;
  endKm: string;
  consumptionLitres: string;
  bonuses: Record<BonusType, { on: boolean; hours: string }>;
  dailyAllowance: string;
}

export function formValuesOf(content: DeviceShift, zone: string): ShiftFormValues {
  return {
    events: content.events.map((event) => ({
      workType: String(event.workType),
      start: toZonedInputValue(event.start, zone),
      end: event.end ? toZonedInputValue(event.end, zone) : '',
      answer: event.answer ?? '',
      cutBefore: event.cutBefore,
      cutAfter: event.cutAfter,
    })),
    vehicleIds: [...content.vehicleIds],
    routeId: content.routeId ?? '',
    startKm: numberText(content.startKm),
    endKm: numberText(content.endKm),
    consumptionLitres: numberText(content.consumptionLitres),
    bonuses: Object.fromEntries(
      BONUS_TYPES.map((type) => {
        const bonus = content.bonuses.find((candidate) => candidate.type === type);
        return [type, { on: Boolean(bonus), hours: numberText(bonus?.hours) }];
      }),
    ) as ShiftFormValues['bonuses'],
    dailyAllowance: String(content.dailyAllowance),
  };
}

const emptyToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Field path ("events.0.end", "endKm") → catalogue keys of its problems; "" for the whole shift. */
export type FormProblems = Map<string, string[]>;

export type ShiftFormResult = { ok: true; content: DeviceShift } | { ok: false; problems: FormProblems };

/**
 * Checks the form with the shared shift schema (the server's own rules: event order, km order,
 * unique bonuses), so the driver sees the same messages the office would, in their language.
 * A completed shift's every event needs an end.
 */
export function readShiftForm(values: ShiftFormValues, base: DeviceShift, zone: string): ShiftFormResult {
  const bonusTypes = BONUS_TYPES.filter((type) => values.bonuses[type].on);
  const candidate = {
    ...base,
    vehicleIds: values.vehicleIds,
    routeId: values.routeId === '' ? null : values.routeId,
    events: values.events.map((event) => ({
      workType: Number(event.workType),
      start: fromZonedInputValue(event.start, zone) ?? event.start,
      end: event.end === '' ? null : (fromZonedInputValue(event.end, zone) ?? event.end),
      answer: emptyToNull(event.answer),
      cutBefore: event.cutBefore,
      cutAfter: event.cutAfter,
    })),
    startKm: emptyToNull(values.startKm),
    endKm: emptyToNull(values.endKm),
    consumptionLitres: emptyToNull(values.consumptionLitres),
    bonuses: bonusTypes.map((type) => ({ type, hours: emptyToNull(values.bonuses[type].hours) })),
    dailyAllowance: Number(values.dailyAllowance),
  };
  const problems: FormProblems = new Map();
  const add = (path: string, message: string) => problems.set(path, [...(problems.get(path) ?? []), message]);
  values.events.forEach((event, index) => event.end === '' && add(`events.${index}.end`, 'validation:required'));
  const parsed = deviceShiftSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      // A bonus is shown by its type; the schema counts the chosen ones.
      const path =
        field === 'bonuses' && typeof index === 'number' ? `bonuses.${bonusTypes[index]}` : issue.path.join('.');
      add(path === 'events' ? '' : path, issue.message);
    }
  }
  if (problems.size > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, content: parsed.data };
}
