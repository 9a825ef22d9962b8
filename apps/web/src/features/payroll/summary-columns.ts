import type { TFunction } from 'i18next';
import { BONUS_TYPES, isEventWorkType, isWorkType, workTypeName, type PayrollSummaryRow } from '@rahti/domain';

/** How a column's figures are shown, summed and written to the CSV; `days` may be fractional (a 4-hour absence is 0.5 days). */
export type ColumnKind = 'text' | 'hours' | 'days' | 'count' | 'money';

/** One column of the table (and of the CSV): its header and how a row fills it. */
export interface SummaryColumn {
  id: string;
  label: string;
  kind: ColumnKind;
  value: (row: PayrollSummaryRow) => string | number;
}

export const COLUMN_GROUPS = ['driver', 'hours', 'allowances', 'bonuses', 'absences', 'events', 'money'] as const;
export type ColumnGroup = (typeof COLUMN_GROUPS)[number];

/** One choice of the column chooser; an absence type shows three columns (working days, hours and calendar days). */
export interface ColumnOption {
  id: string;
  label: string;
  group: ColumnGroup;
  columns: SummaryColumn[];
}

const HOUR_FIELDS = [
  'paidHours',
  'eveningHours',
  'nightHours',
  'sundayHours',
  'overtime50Hours',
  'overtime100Hours',
  'guaranteedTopUpHours',
] as const;
const MONEY_FIELDS = ['wages', 'allowanceAmount', 'employerCost'] as const;
const ALLOWANCE_TYPES = ['1', '2', '3', '4', '5', '6'] as const;

/** The name is the row's header: always shown, never a choice. */
export const NAME_COLUMN = 'name';
/** What a user sees before choosing (issue 12): who, the hours and the money the payroll clerk checks first. */
export const DEFAULT_COLUMNS: readonly string[] = [
  NAME_COLUMN,
  'employeeNumber',
  ...HOUR_FIELDS,
  'wages',
  'employerCost',
];

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
/** Type numbers (record keys, or the number after "prefix:" in a chosen id) that pass `accept`, in order. */
function typeNumbers(keys: Iterable<string>, accept: (type: number) => boolean): number[] {
  return [...new Set([...keys].map(Number))]
    .filter((type) => Number.isInteger(type) && accept(type))
    .sort((a, b) => a - b);
}
const chosenTypes = (chosen: ReadonlySet<string>, prefix: string) =>
  [...chosen].filter((id) => id.startsWith(`${prefix}:`)).map((id) => id.slice(prefix.length + 1));

/**
 * Every column a user can choose for these rows, in the table's order. Absence types and event
 * work types are offered when a row has them, or when the user chose them before.
 */
export function columnOptions(
  rows: readonly PayrollSummaryRow[],
  chosen: ReadonlySet<string>,
  t: TFunction,
): ColumnOption[] {
  const single = (
    id: string,
    label: string,
    group: ColumnGroup,
    kind: ColumnKind,
    value: SummaryColumn['value'],
  ): ColumnOption => ({
    id,
    label,
    group,
    columns: [{ id, label, kind, value }],
  });
  const absenceTypes = typeNumbers(
    [...rows.flatMap((row) => Object.keys(row.absences)), ...chosenTypes(chosen, 'absence')],
    (type) => isWorkType(type) && !isEventWorkType(type),
  );
  const eventTypes = typeNumbers(
    [...rows.flatMap((row) => Object.keys(row.eventCounts)), ...chosenTypes(chosen, 'events')],
    isEventWorkType,
  );

  return [
    single(NAME_COLUMN, t('web-payroll:columns.name'), 'driver', 'text', (row) => row.name),
    single('employeeNumber', t('web-payroll:columns.employeeNumber'), 'driver', 'text', (row) => row.employeeNumber),
    ...HOUR_FIELDS.map((field) =>
      single(field, t(`web-payroll:columns.${field}`), 'hours', 'hours', (row) => row[field]),
    ),
    ...ALLOWANCE_TYPES.map((type) => {
      const name = t(`web-payroll:lines.allowance${type}`);
      return {
        ...single(
          `allowance:${type}`,
          t('web-payroll:columns.count', { name }),
          'allowances',
          'count',
          (row) => row.allowances[type] ?? 0,
        ),
        label: name,
      };
    }),
    ...BONUS_TYPES.map((type) => {
      const name = t(`web-payroll:lines.bonus${capitalised(type)}`);
      return {
        ...single(
          `bonus:${type}`,
          t('web-payroll:columns.hours', { name }),
          'bonuses',
          'hours',
          (row) => row.bonusHours[type],
        ),
        label: name,
      };
    }),
    ...absenceTypes.map((type): ColumnOption => {
      const name = t(`work-types:${workTypeName(type)}`);
      const absence = (row: PayrollSummaryRow) => row.absences[String(type)];
      return {
        id: `absence:${type}`,
        label: name,
        group: 'absences',
        columns: [
          {
            id: `absence:${type}:days`,
            label: t('web-payroll:columns.days', { name }),
            kind: 'days',
            value: (row) => absence(row)?.days ?? 0,
          },
          {
            id: `absence:${type}:hours`,
            label: t('web-payroll:columns.hours', { name }),
            kind: 'hours',
            value: (row) => absence(row)?.hours ?? 0,
          },
          {
            id: `absence:${type}:calendarDays`,
            label: t('web-payroll:columns.calendarDays', { name }),
            kind: 'count',
            value: (row) => absence(row)?.calendarDays ?? 0,
          },
        ],
      };
    }),
    ...eventTypes.map((type) => {
      const name = t(`work-types:${workTypeName(type)}`);
      return {
        ...single(
          `events:${type}`,
          t('web-payroll:columns.count', { name }),
          'events',
          'count',
          (row) => row.eventCounts[String(type)] ?? 0,
        ),
        label: name,
      };
    }),
    ...MONEY_FIELDS.map((field) =>
      single(field, t(`web-payroll:columns.${field}`), 'money', 'money', (row) => row[field]),
    ),
  ];
}

/** The columns shown: the name, then each chosen option's columns, in the table's order. */
export function visibleColumns(options: readonly ColumnOption[], chosen: ReadonlySet<string>): SummaryColumn[] {
  return options
    .filter((option) => option.id === NAME_COLUMN || chosen.has(option.id))
    .flatMap((option) => option.columns);
}
