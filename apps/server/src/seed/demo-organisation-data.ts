import { DEFAULT_DRIVER_APP_PERMISSIONS } from '@rahti/domain';
import type { DriverGroupInput, DriverInput, LicenceTypeInput, SalaryTypeCodeInput, VehicleInput } from '@rahti/domain';

/**
 * What the demo organisation holds besides its sign-ins: a small Finnish haulage company with a
 * domestic and an export department, two terminals, long-haul and city drivers and their
 * vehicles. Rows have fixed ids so a second seeding finds them; the values are raw form input
 * that the seed parses with the same domain schemas the services use.
 */
/** The demo's fixed ids: the same rows on every machine, so links and tests can name them. */
export const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_DEPARTMENTS = [
  { id: demoId(101), name: 'Kotimaan kuljetukset' },
  { id: demoId(102), name: 'Vientikuljetukset' },
] as const;
export const DEMO_BASES = [
  { id: demoId(201), name: 'Vantaa terminal' },
  { id: demoId(202), name: 'Tampere terminal' },
] as const;
const [domestic, exports] = DEMO_DEPARTMENTS.map((d) => d.id) as [string, string];
const [vantaa, tampere] = DEMO_BASES.map((b) => b.id) as [string, string];

type Input<T> = { [K in keyof T]?: unknown };
export interface Seeded<T> {
  id: string;
  input: Input<T>;
}

const longHaul = demoId(301);
const city = demoId(302);
export const DEMO_DRIVER_GROUPS: Seeded<DriverGroupInput>[] = [
  {
    id: longHaul,
    input: {
      name: 'Long haul',
      guaranteedHours: 150,
      standardWorkingHours: 160,
      paidBreakType: 'paidUpToLimit',
      paidBreakLimitMinutes: 30,
      // Not in work-type order: the questions keep the order they are given in.
      customQuestions: [
        { workType: 2, text: 'Montako lavaa lastattiin?', unit: 'lavaa' },
        { workType: 1, text: 'Mikä oli kylmäkontin lämpötila?', unit: '°C' },
      ],
      deviceLock: true,
      permissions: {
        ...DEFAULT_DRIVER_APP_PERMISSIONS,
        createContractWork: false,
        chooseBonusesAndAllowance: true,
        chooseVehicles: true,
      },
    },
  },
  {
    id: city,
    input: {
      name: 'City distribution',
      guaranteedHours: 120,
      standardWorkingHours: 150,
      paidBreakType: 'unpaid',
      permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS, createContractWork: false, chooseBonusesAndAllowance: false },
    },
  },
];

/** A vehicle and, for an active one, how many days before the seeding it was activated. */
export type DemoVehicle = Seeded<VehicleInput> & { activatedDaysAgo?: number };
const vehicle = (n: number, input: Input<VehicleInput>, activatedDaysAgo?: number): DemoVehicle => ({
  id: demoId(n),
  input,
  ...(activatedDaysAgo ? { activatedDaysAgo } : {}),
});
// Classes: 2 van, 3 truck, 4 tractor unit, 5 semitrailer. Fuels: 0 diesel, 1 electric, 3 renewable diesel, 6 LNG.
export const DEMO_VEHICLES: DemoVehicle[] = [
  vehicle(
    401,
    {
      registerNumber: 'ktr512',
      name: 'Scania R 500',
      vehicleClass: 4,
      vehicleCode: 'V01',
      fuelType: 3,
      emissionStandard: 6,
      imei: '356938035643809',
      deviceId: 'R7K2M9Q4XA',
      deviceLock: true,
      baseId: vantaa,
    },
    240,
  ),
  vehicle(
    402,
    {
      registerNumber: 'HVJ-238',
      name: 'Volvo FH 460 LNG',
      vehicleClass: 4,
      vehicleCode: 'T01',
      fuelType: 6,
      emissionStandard: 6,
      imei: '352906112345675',
      baseId: tampere,
    },
    180,
  ),
  vehicle(
    403,
    {
      registerNumber: 'MXP 407',
      name: 'Volvo FL 280',
      vehicleClass: 3,
      vehicleCode: 'V02',
      fuelType: 0,
      emissionStandard: 6,
      imei: '861234049876546',
      baseId: vantaa,
    },
    120,
  ),
  vehicle(
    404,
    {
      registerNumber: 'BZE-915',
      name: 'Mercedes-Benz eSprinter',
      vehicleClass: 2,
      vehicleCode: 'V03',
      fuelType: 1,
      emissionStandard: 0,
      imei: '358142107654327',
      baseId: vantaa,
    },
    60,
  ),
  vehicle(405, {
    registerNumber: 'JKL-630',
    name: 'Scania P 320 B6x2 crane',
    vehicleClass: 3,
    vehicleCode: 'T02',
    fuelType: 0,
    emissionStandard: 5,
    baseId: tampere,
  }),
  vehicle(406, {
    registerNumber: 'RTY-184',
    name: 'MAN TGX 18.510',
    vehicleClass: 4,
    vehicleCode: 'T03',
    fuelType: 3,
    emissionStandard: 6,
    imei: '353320091122338',
    baseId: tampere,
  }),
  vehicle(407, {
    registerNumber: 'SCK-721',
    name: 'Schmitz Cargobull S.KO Cool',
    vehicleClass: 5,
    vehicleCode: 'P01',
    baseId: vantaa,
  }),
  vehicle(408, {
    registerNumber: 'KGL-356',
    name: 'Kögel Cargo curtainsider',
    vehicleClass: 5,
    vehicleCode: 'P02',
    baseId: tampere,
  }),
];
const vehicleId = (n: number) => demoId(n);

/** The driver whose row is linked to the `driver1@demo.test` sign-in (its app account). */
export const DEMO_APP_DRIVER_USERNAME = 'driver1@demo.test';

/** A driver; licence expiries are given in days from the seeding (negative: already expired). */
export type DemoDriver = Seeded<DriverInput> & { licences: { code: string; expiresInDays: number | null }[] };
const driver = (n: number, input: Input<DriverInput>, licences: DemoDriver['licences']): DemoDriver => ({
  id: demoId(n),
  input,
  licences,
});
const years = (n: number) => Math.round(n * 365);
export const DEMO_DRIVERS: DemoDriver[] = [
  driver(
    501,
    {
      firstName: 'Diego',
      lastName: 'Driver',
      username: DEMO_APP_DRIVER_USERNAME,
      email: 'driver1@demo.test',
      driverCardId: 'fi00 0000 1001 0100',
      employeeNumber: '1001',
      grossWagePerHour: 15.85,
      departmentId: domestic,
      baseId: vantaa,
      driverGroupId: city,
      defaultVehicleId: vehicleId(403),
    },
    [
      { code: 'C', expiresInDays: years(3) },
      { code: 'CE', expiresInDays: years(3) },
    ],
  ),
  driver(
    502,
    {
      firstName: 'Matti',
      lastName: 'Virtanen',
      username: 'Matti.Virtanen',
      email: 'matti.virtanen@demo.test',
      driverCardId: 'FI00000010020100',
      employeeNumber: '1002',
      grossWagePerHour: 17.4,
      departmentId: exports,
      baseId: vantaa,
      driverGroupId: longHaul,
      defaultVehicleId: vehicleId(401),
    },
    [
      { code: 'C', expiresInDays: years(2) },
      { code: 'CE', expiresInDays: years(2) },
      { code: 'ADR', expiresInDays: years(1.5) },
      { code: 'CPC', expiresInDays: years(4) },
    ],
  ),
  driver(
    503,
    {
      firstName: 'Juha',
      lastName: 'Korhonen',
      username: 'juha.korhonen',
      email: 'juha.korhonen@demo.test',
      driverCardId: 'FI00000010030200',
      employeeNumber: '1003',
      grossWagePerHour: 17.1,
      departmentId: exports,
      baseId: tampere,
      driverGroupId: longHaul,
      defaultVehicleId: vehicleId(402),
    },
    [
      { code: 'C', expiresInDays: years(4) },
      { code: 'CE', expiresInDays: years(4) },
      { code: 'ADR', expiresInDays: -45 },
    ],
  ),
  driver(
    504,
    {
      firstName: 'Anna',
      lastName: 'Mäkinen',
      username: 'anna.makinen',
      email: 'anna.makinen@demo.test',
      driverCardId: 'FI00000010040100',
      employeeNumber: '1004',
      grossWagePerHour: 16.2,
      departmentId: domestic,
      baseId: tampere,
      driverGroupId: city,
      defaultVehicleId: vehicleId(405),
    },
    [
      { code: 'C', expiresInDays: years(1) },
      { code: 'CRANE-TRUCK', expiresInDays: years(2.5) },
    ],
  ),
  driver(
    505,
    {
      firstName: 'Mikko',
      lastName: 'Nieminen',
      username: 'mikko.nieminen',
      email: 'mikko.nieminen@demo.test',
      driverCardId: 'FI00000010050300',
      employeeNumber: '1005',
      grossWagePerHour: 17.4,
      departmentId: exports,
      baseId: tampere,
      driverGroupId: longHaul,
      defaultVehicleId: vehicleId(406),
    },
    [
      { code: 'CE', expiresInDays: years(3.5) },
      { code: 'ADR', expiresInDays: years(3) },
    ],
  ),
  driver(
    506,
    {
      firstName: 'Sanna',
      lastName: 'Hämäläinen',
      username: 'sanna.hamalainen',
      email: 'sanna.hamalainen@demo.test',
      driverCardId: 'FI00000010060100',
      employeeNumber: '1006',
      grossWagePerHour: 15.6,
      departmentId: domestic,
      baseId: vantaa,
      driverGroupId: city,
      defaultVehicleId: vehicleId(404),
    },
    [{ code: 'C', expiresInDays: years(4.5) }],
  ),
  driver(
    507,
    {
      firstName: 'Jari',
      lastName: 'Laine',
      username: 'jari.laine',
      email: 'jari.laine@demo.test',
      driverCardId: 'FI00000010070100',
      employeeNumber: '1007',
      grossWagePerHour: 16.9,
      departmentId: domestic,
      baseId: vantaa,
      driverGroupId: city,
    },
    // Expired, like Juha Korhonen's ADR: sorted by name in any language, one of the two rows is striped.
    [
      { code: 'C', expiresInDays: years(2) },
      { code: 'CE', expiresInDays: -20 },
    ],
  ),
  driver(
    508,
    {
      firstName: 'Pekka',
      lastName: 'Heikkinen',
      username: 'pekka.heikkinen',
      email: 'pekka.heikkinen@demo.test',
      driverCardId: 'FI00000010080200',
      employeeNumber: '1008',
      grossWagePerHour: 17.25,
      departmentId: exports,
      baseId: vantaa,
      driverGroupId: longHaul,
    },
    [
      { code: 'CE', expiresInDays: years(1) },
      { code: 'ADR', expiresInDays: years(2) },
      { code: 'CPC', expiresInDays: years(0.5) },
    ],
  ),
];

/**
 * Days before the seeding each driver's employment started (issue 21), by employee number: the
 * new hire's start is NEW_HIRE's (demo-shift-patterns.ts), mid-way through the fortnight before last.
 */
export const DEMO_EMPLOYED_DAYS_AGO: Record<string, number> = {
  '1001': years(3.2),
  '1002': years(11.5),
  '1003': years(7),
  '1004': years(4.6),
  '1005': years(9.1),
  '1007': years(2.3),
  '1008': years(5.8),
};

/** Payroll codes for every summary line the demo's shifts produce, so a demo export has no gaps. */
export const DEMO_SALARY_TYPE_CODES: Seeded<SalaryTypeCodeInput>[] = [
  { id: demoId(601), input: { code: '101', name: 'Hourly wage', workType: null, payrollLine: 'regular' } },
  { id: demoId(602), input: { code: '200', name: 'Evening supplement', workType: null, payrollLine: 'evening' } },
  { id: demoId(603), input: { code: '210', name: 'Night supplement', workType: null, payrollLine: 'night' } },
  { id: demoId(604), input: { code: '301', name: 'Sick pay', workType: 15, payrollLine: null } },
  { id: demoId(605), input: { code: '401', name: 'Holiday pay', workType: 18, payrollLine: null } },
  { id: demoId(606), input: { code: '220', name: 'Sunday supplement', workType: null, payrollLine: 'sunday' } },
  { id: demoId(607), input: { code: '230', name: 'Overtime 50 %', workType: null, payrollLine: 'overtime50' } },
  { id: demoId(608), input: { code: '235', name: 'Overtime 100 %', workType: null, payrollLine: 'overtime100' } },
  {
    id: demoId(609),
    input: { code: '240', name: 'Guaranteed hours top-up', workType: null, payrollLine: 'guaranteedTopUp' },
  },
  {
    id: demoId(610),
    input: { code: '501', name: 'Full domestic allowance', workType: null, payrollLine: 'allowance1' },
  },
  {
    id: demoId(611),
    input: { code: '502', name: 'Half domestic allowance', workType: null, payrollLine: 'allowance2' },
  },
  { id: demoId(612), input: { code: '504', name: 'Full allowance abroad', workType: null, payrollLine: 'allowance4' } },
  { id: demoId(613), input: { code: '260', name: 'ADR supplement', workType: null, payrollLine: 'bonusAdr' } },
  { id: demoId(614), input: { code: '505', name: 'Half allowance abroad', workType: null, payrollLine: 'allowance5' } },
  { id: demoId(615), input: { code: '261', name: 'Crane supplement', workType: null, payrollLine: 'bonusCrane' } },
  {
    id: demoId(616),
    input: { code: '262', name: 'Dirty work supplement', workType: null, payrollLine: 'bonusDirtyJob' },
  },
  { id: demoId(617), input: { code: '263', name: 'HCT supplement', workType: null, payrollLine: 'bonusHct' } },
  { id: demoId(618), input: { code: '302', name: 'Other paid absence', workType: 13, payrollLine: null } },
  { id: demoId(619), input: { code: '303', name: 'Training', workType: 21, payrollLine: null } },
];

export const DEMO_LICENCE_TYPES: Seeded<LicenceTypeInput>[] = [
  { id: demoId(701), input: { code: 'crane-truck', name: 'Truck crane card', kind: 'qualification' } },
];
