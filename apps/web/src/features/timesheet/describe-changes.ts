import type { TFunction } from 'i18next';
import { DAILY_ALLOWANCE_TYPES, type DailyAllowanceType, localDateOf, workTypeKey } from '@rahti/domain';
import { formatLocalDate, zoneTime } from './zone-time';

/** One changed field of a history entry, said in words. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Fields of a shift or an absence (as the API shows them) worth telling, in this order. */
const FIELDS = [
  'events',
  'vehicles',
  'startKm',
  'endKm',
  'consumptionLitres',
  'bonuses',
  'dailyAllowance',
  'workType',
  'kind',
  'startDate',
  'endDate',
  'hours',
  'note',
  'approval',
  'hasDriverEdit',
] as const;
type Field = (typeof FIELDS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function valueText(field: Field, value: unknown, t: TFunction, zone: string): string {
  if (value === null || value === undefined || value === '') return '–';
  switch (field) {
    case 'events':
      return (Array.isArray(value) ? value : [])
        .filter(isRecord)
        .map((event) => {
          const start = Date.parse(String(event.start));
          const end = event.end ? zoneTime(Date.parse(String(event.end)), zone) : t('web-timesheet:status.running');
          return `${t(workTypeKey(Number(event.workType)))} ${formatLocalDate(localDateOf(start, zone)).slice(0, 6)} ${zoneTime(start, zone)}–${end}`;
        })
        .join(', ');
    case 'vehicles':
      return (
        (Array.isArray(value) ? value : [])
          .map((vehicle) => (isRecord(vehicle) ? String(vehicle.registerNumber) : String(vehicle)))
          .join(', ') || '–'
      );
    case 'bonuses':
      return (
        (Array.isArray(value) ? value : [])
          .filter(isRecord)
          .map(
            (bonus) =>
              t(`web-timesheet:bonuses.${String(bonus.type)}`) +
              (bonus.hours === null ? '' : ` ${String(bonus.hours)} h`),
          )
          .join(', ') || '–'
      );
    case 'dailyAllowance':
      return t(`web-timesheet:allowances.${DAILY_ALLOWANCE_TYPES[Number(value) as DailyAllowanceType] ?? 'none'}`);
    case 'workType':
      return t(workTypeKey(Number(value)));
    case 'kind':
      return t(`web-timesheet:absenceKinds.${String(value)}`);
    case 'startDate':
    case 'endDate':
      return formatLocalDate(String(value));
    case 'approval':
      return t(`web-timesheet:approval.${String(value)}`);
    case 'hasDriverEdit':
      return t(value ? 'web-timesheet:history.yes' : 'web-timesheet:history.no');
    default:
      return String(value);
  }
}

/** What a history entry changed, field by field, before and after in words. */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  t: TFunction,
  zone: string,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of FIELDS) {
    const old = before?.[field];
    const now = after?.[field];
    if (old === undefined && now === undefined) continue;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes.push({
      field: t(`web-timesheet:history.fields.${field}`),
      before: valueText(field, old, t, zone),
      after: valueText(field, now, t, zone),
    });
  }
  return changes;
}
