import type { RouteInput } from '@rahti/domain';

/**
 * The demo organisation's routes (issue 23): the runs its drivers make week after week, each
 * written once with its waypoints, schedule and pay. `driver` and `template` name the demo shifts
 * (demo-shift-patterns.ts) that ran as the route's occurrences, so plan against actual has data.
 */
export interface DemoRoute {
  input: Omit<RouteInput, 'customerId' | 'vehicleId' | 'departmentId'>;
  customer: string;
  vehicleCode: string;
  department: string;
  /** The demo shifts that were the route's runs: the driver's shifts of this template on a run's date. */
  runs: readonly { employeeNumber: string; template: string }[];
  /** Days before the seeding the route ended, if it has. */
  endedDaysAgo?: number;
}

const VANTAA_TERMINAL = { address: 'Vantaan terminaali, Tikkurilantie 136, 01530 Vantaa', lat: 60.2934, lng: 25.0378 };
const TURKU_HARBOUR = { address: 'Turun satama, Linnankatu 90, 20100 Turku', lat: 60.4353, lng: 22.2196 };

export const DEMO_ROUTES: readonly DemoRoute[] = [
  {
    input: {
      name: 'Turun satama, päivävuoro',
      code: 'TKU',
      subcontractor: '',
      requiredLicences: ['CE'],
      waypoints: [
        VANTAA_TERMINAL,
        { address: 'Salon jakelukeskus, Meriniityntie 3, 24100 Salo', lat: 60.3849, lng: 23.1054 },
        TURKU_HARBOUR,
        VANTAA_TERMINAL,
      ],
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startDate: '2026-01-05',
        startTime: '05:00',
        durationMinutes: 785,
        skipPublicHolidays: true,
        exceptions: [],
      },
      incomeBasis: 'perRun',
      income: 1180,
    },
    customer: 'Satamalogistiikka Oy',
    vehicleCode: 'T03',
    department: 'Kotimaan kuljetukset',
    runs: [
      { employeeNumber: '1005', template: 'longHaulDay' },
      { employeeNumber: '1002', template: 'longHaulDay' },
    ],
  },
  {
    input: {
      name: 'Tampere–Oulu, yöajo',
      code: 'OUL',
      subcontractor: '',
      requiredLicences: ['CE'],
      waypoints: [
        { address: 'Tampereen terminaali, Nokiantie 2, 33300 Tampere', lat: 61.4991, lng: 23.7249 },
        { address: 'Jyväskylän jakelu, Vaajakummuntie 14, 40340 Jyväskylä', lat: 62.2439, lng: 25.8154 },
        { address: 'Oulun terminaali, Teollisuustie 11, 90620 Oulu', lat: 65.0041, lng: 25.5149 },
      ],
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'TU', 'WE', 'TH'],
        startDate: '2026-02-02',
        startTime: '21:00',
        durationMinutes: 600,
        skipPublicHolidays: true,
        exceptions: [],
      },
      incomeBasis: 'perHour',
      income: 92,
    },
    customer: 'Pohjolan Tukku Oy',
    vehicleCode: 'T01',
    department: 'Kotimaan kuljetukset',
    runs: [{ employeeNumber: '1003', template: 'longHaulNight' }],
  },
  {
    input: {
      name: 'Vientiajo Tukholmaan',
      code: 'STO',
      subcontractor: '',
      requiredLicences: ['CE', 'ADR'],
      waypoints: [
        VANTAA_TERMINAL,
        TURKU_HARBOUR,
        { address: 'Värtahamnen, Tegeluddsvägen, 115 41 Stockholm', lat: 59.3519, lng: 18.1041 },
      ],
      recurrence: {
        frequency: 'monthly',
        interval: 1,
        setPosition: 1,
        weekday: 'SU',
        startDate: '2026-01-01',
        startTime: '20:00',
        durationMinutes: 640,
        skipPublicHolidays: false,
        exceptions: [],
      },
      incomeBasis: 'perRun',
      income: 2450,
    },
    customer: 'Nordic Bygg AB',
    vehicleCode: 'V01',
    department: 'Vientikuljetukset',
    runs: [{ employeeNumber: '1002', template: 'sundayExport' }],
  },
  {
    input: {
      name: 'Kaupunkijakelu Vantaa–Helsinki',
      code: 'VJK',
      subcontractor: '',
      requiredLicences: ['C'],
      waypoints: [
        VANTAA_TERMINAL,
        { address: 'Kalasataman keskus, Hermannin rantatie 5, 00580 Helsinki', lat: 60.1874, lng: 24.9779 },
        { address: 'Myyrmanni, Iskoskuja 3, 01600 Vantaa', lat: 60.2612, lng: 24.8545 },
        VANTAA_TERMINAL,
      ],
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
        startDate: '2026-01-05',
        startTime: '06:00',
        durationMinutes: 470,
        skipPublicHolidays: true,
        exceptions: [],
      },
      incomeBasis: 'perHour',
      income: 58,
    },
    customer: 'Pohjolan Tukku Oy',
    vehicleCode: 'V02',
    department: 'Kotimaan kuljetukset',
    runs: [{ employeeNumber: '1001', template: 'cityMorning' }],
  },
  {
    input: {
      name: 'Kuunvaihteen sahatavara Lahteen',
      code: 'LTI',
      subcontractor: 'Kuljetus Laaksonen Oy',
      requiredLicences: ['CE'],
      waypoints: [
        { address: 'Järvisen saha, Sahantie 8, 35800 Mänttä', lat: 62.0297, lng: 24.6211 },
        { address: 'Lahden puutavaraterminaali, Kujalantie 10, 15170 Lahti', lat: 60.9695, lng: 25.6093 },
      ],
      recurrence: {
        frequency: 'monthly',
        interval: 1,
        monthDay: -1,
        startDate: '2026-03-01',
        startTime: '07:00',
        durationMinutes: 360,
        skipPublicHolidays: false,
        exceptions: [],
      },
      incomeBasis: 'perRun',
      income: 640,
    },
    customer: 'Järvisen Puutavara Oy',
    vehicleCode: 'V01',
    department: 'Kotimaan kuljetukset',
    runs: [],
  },
];
