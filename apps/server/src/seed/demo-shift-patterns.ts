import type { ApprovalState, ShiftBonus } from '@rahti/domain';

/**
 * How the demo drivers work: a day's events as work type and minutes from a local start time,
 * and each driver's week. Long-haul drivers (group "Long haul") answer its questions: pallets
 * loaded (type 2) and the reefer's temperature (type 1). Work types: 1 drive, 2 load,
 * 3 unload, 4 wait, 5 break, 6 paid break, 7 refuel, 9 others, 10 queue, 19 empty drive. The long-haul
 * days keep the EU break rule (a break between long legs is 45 minutes even at the shortest
 * variation, 55 × 0.85, and the driving after it stays within 4 h 30 at the longest) and leave
 * 9 h of daily rest at the longest, so the driving-time view shows a fleet that complies, with
 * at most the odd minor case.
 */
export type Step = readonly [workType: number, minutes: number, answer?: string];

export interface DayTemplate {
  /** Minutes after the local midnight of the shift's date; past 24 h runs into the next day. */
  startMinute: number;
  steps: readonly Step[];
  /** Driving speed for the odometer, km/h. */
  kmPerHour: number;
}

const cityRound: Step[] = [
  [9, 15],
  [2, 35],
  [1, 40],
  [3, 20],
  [1, 25],
  [3, 15],
  [4, 20],
  [1, 30],
  [5, 30],
  [1, 35],
  [3, 25],
  [10, 15],
  [1, 40],
  [3, 20],
  [4, 15],
  [1, 30],
  [3, 25],
  [7, 10],
  [1, 25],
];

export const TEMPLATES = {
  /** Parcels and groceries around Vantaa and Helsinki, from six in the morning. */
  cityMorning: { startMinute: 6 * 60, steps: cityRound, kmPerHour: 32 },
  cityEarly: { startMinute: 5 * 60, steps: cityRound, kmPerHour: 32 },
  /** Evening distribution: the supplement hours after 18:00. */
  cityEvening: {
    startMinute: 14 * 60,
    steps: [
      [2, 40],
      [1, 45],
      [3, 25],
      [1, 30],
      [3, 20],
      [4, 15],
      [1, 35],
      [5, 30],
      [1, 40],
      [3, 30],
      [1, 35],
      [3, 20],
      [1, 40],
      [9, 15],
    ],
    kmPerHour: 30,
  },
  /** Crane truck deliveries to building sites. */
  cityCrane: {
    startMinute: 7 * 60,
    steps: [
      [1, 40],
      [3, 60],
      [1, 30],
      [3, 45],
      [5, 30],
      [1, 50],
      [2, 30],
      [1, 45],
      [4, 25],
      [3, 40],
      // Back to the depot with nothing on board: the dashboard's empty-drive share has something to show.
      [19, 35],
    ],
    kmPerHour: 35,
  },
  /** A day to Turku harbour and back: queueing at the port, paid and unpaid breaks. */
  longHaulDay: {
    startMinute: 5 * 60,
    steps: [
      [2, 45, '26'],
      [1, 150, '-18'],
      [6, 55],
      [1, 120, '-18'],
      [10, 25],
      [4, 30],
      [3, 55],
      [5, 55],
      [2, 40, '22'],
      [1, 140, '-19'],
      [7, 20],
      [3, 50],
    ],
    kmPerHour: 74,
  },
  /** Tampere–Oulu overnight, across midnight. */
  longHaulNight: {
    startMinute: 21 * 60,
    steps: [
      [2, 40, '33'],
      [1, 170, '-20'],
      [6, 55],
      [1, 150, '-20'],
      [5, 35],
      [1, 45, '-19'],
      [4, 20],
      [3, 55],
      [1, 30],
    ],
    kmPerHour: 72,
  },
  /** Leaves on Sunday evening for the Monday morning ferry to Stockholm. */
  sundayExport: {
    startMinute: 20 * 60,
    steps: [
      [2, 50, '30'],
      [1, 160, '-18'],
      [6, 55],
      [1, 140, '-18'],
      [5, 45],
      [10, 40],
      [4, 55],
      [1, 30, '-18'],
      [3, 60],
    ],
    kmPerHour: 70,
  },
} as const satisfies Record<string, DayTemplate>;
export type TemplateName = keyof typeof TEMPLATES;

/** Monday 1 … Sunday 7, as ISO weeks count. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface Routine {
  employeeNumber: string;
  week: Partial<Record<Weekday, TemplateName>>;
  /** Vehicle codes (demo-organisation-data.ts), the driven one first. */
  vehicleCodes: readonly string[];
  /** Litres per 100 km; null for the electric van. */
  litresPer100Km: number | null;
  bonuses: (weekday: Weekday) => ShiftBonus[];
  /** Daily allowance type (0 none, 1 full and 2 half domestic, 4 full abroad) by the shift's hours. */
  allowance: (hours: number, template: TemplateName) => number;
}

const none = () => [];
const domestic = (hours: number) => (hours > 10 ? 1 : hours > 6 ? 2 : 0);

export const ROUTINES: readonly Routine[] = [
  {
    employeeNumber: '1001',
    week: { 1: 'cityMorning', 2: 'cityMorning', 3: 'cityMorning', 4: 'cityMorning', 5: 'cityMorning' },
    vehicleCodes: ['V02'],
    litresPer100Km: 24,
    bonuses: none,
    allowance: () => 0,
  },
  {
    employeeNumber: '1002',
    week: { 7: 'sundayExport', 2: 'longHaulDay', 3: 'longHaulDay', 4: 'longHaulDay' },
    vehicleCodes: ['V01', 'P01'],
    litresPer100Km: 31,
    bonuses: () => [{ type: 'adr', hours: null }],
    allowance: (hours, template) => (template === 'sundayExport' ? 4 : domestic(hours)),
  },
  {
    employeeNumber: '1003',
    week: { 1: 'longHaulNight', 2: 'longHaulNight', 3: 'longHaulNight', 4: 'longHaulNight' },
    vehicleCodes: ['T01'],
    litresPer100Km: 29,
    // The HCT combination runs only on the motorway part of the trip.
    bonuses: () => [{ type: 'hct', hours: 5.5 }],
    allowance: domestic,
  },
  {
    employeeNumber: '1004',
    week: { 1: 'cityCrane', 2: 'cityCrane', 3: 'cityCrane', 4: 'cityCrane', 5: 'cityCrane' },
    vehicleCodes: ['T02'],
    litresPer100Km: 27,
    bonuses: (weekday) => [
      { type: 'crane', hours: 2 },
      ...(weekday === 4 ? [{ type: 'dirtyJob' as const, hours: null }] : []),
    ],
    allowance: () => 0,
  },
  {
    employeeNumber: '1005',
    week: { 1: 'longHaulDay', 2: 'longHaulDay', 4: 'longHaulDay', 5: 'longHaulDay' },
    vehicleCodes: ['T03', 'P02'],
    litresPer100Km: 32,
    bonuses: () => [{ type: 'adr', hours: null }],
    allowance: domestic,
  },
  {
    employeeNumber: '1006',
    week: { 2: 'cityEarly', 3: 'cityEarly', 4: 'cityEarly', 5: 'cityEarly', 6: 'cityEarly' },
    vehicleCodes: ['V03'],
    litresPer100Km: null,
    bonuses: none,
    allowance: () => 0,
  },
  {
    employeeNumber: '1007',
    week: { 1: 'cityEvening', 2: 'cityEvening', 3: 'cityEvening', 4: 'cityEvening', 5: 'cityEvening' },
    vehicleCodes: ['V02'],
    litresPer100Km: 24,
    bonuses: none,
    allowance: () => 0,
  },
  {
    employeeNumber: '1008',
    week: { 7: 'longHaulNight', 1: 'longHaulNight', 2: 'longHaulNight', 3: 'longHaulNight' },
    vehicleCodes: ['T03', 'P02'],
    litresPer100Km: 32,
    bonuses: (weekday) => (weekday === 1 ? [{ type: 'adr', hours: null }] : []),
    allowance: (hours) => (hours > 10 ? 4 : 5),
  },
];

/** Older work has been approved, last week's checked, this week's not yet (Jari's last two weeks wait for the clerk). */
export function approvalByAge(daysAgo: number, employeeNumber: string): ApprovalState {
  if (daysAgo >= 15) return 'approved';
  return daysAgo >= 8 && employeeNumber !== '1007' ? 'checked' : 'unapproved';
}

/**
 * Sanna started 17 days before the seeding, mid-way through the fortnight before last: she has
 * no shift before it, and her standard and guaranteed hours are lowered for the working days of
 * a pay period before it (issue 21). The others have driven here for years.
 */
export const NEW_HIRE = { employeeNumber: '1006', employedDaysAgo: 17 } as const;

/** Who is away when: from the Monday `mondayDaysAgo` days before today (a range of seven, so there is one). */
export const ABSENCES = [
  /** A week's holiday, in the oldest fortnight so it is approved. */
  {
    employeeNumber: '1003',
    workType: 18,
    kind: 'vacation',
    mondayDaysAgo: [18, 24],
    days: 5,
    hours: null,
    note: 'Kesäloman jatko',
  },
  {
    employeeNumber: '1004',
    workType: 15,
    kind: 'absence',
    mondayDaysAgo: [5, 11],
    days: 2,
    hours: null,
    note: 'Flunssa',
  },
  /** A doctor's visit: two hours on one day, the rest of it worked. */
  {
    employeeNumber: '1005',
    workType: 13,
    kind: 'absence',
    mondayDaysAgo: [1, 7],
    days: 1,
    hours: 2,
    note: 'Lääkärikäynti',
  },
  /** Half a day's training (issue 21: 0.5 days, 4 h in the payroll summary) on Matti's Monday off, in the fortnight before last so it is approved. */
  {
    employeeNumber: '1002',
    workType: 21,
    kind: 'training',
    mondayDaysAgo: [15, 21],
    days: 1,
    hours: 4,
    note: 'ADR-kertauskoulutus',
  },
] as const;
