import type { PayrollFileContext, PayrollLine } from '../payroll-line';

/**
 * Hand-made lines of two drivers for the format goldens: hours, evening, night and Sunday hours,
 * overtime, allowances, a bonus, absences, a code never exported (−1), a name and a cost centre
 * with ';', and a name, a cost centre and a code name starting with '='.
 */
const virtanen = {
  driverId: '00000000-0000-4000-8000-000000000001',
  driverName: 'Virtanen; Matti',
  employeeNumber: '1001',
  costCentre: 'Kuljetus; Etelä',
  routeCode: '',
};
const nieminen = {
  driverId: '00000000-0000-4000-8000-000000000002',
  driverName: '=Nieminen Ville',
  employeeNumber: '2002',
  costCentre: '=Varasto',
  routeCode: '',
};

type Fields = Omit<
  PayrollLine,
  | 'driverId'
  | 'driverName'
  | 'employeeNumber'
  | 'costCentre'
  | 'routeCode'
  | 'salaryName'
  | 'text'
  | 'endDate'
  | 'workType'
  | 'category'
> &
  Partial<Pick<PayrollLine, 'endDate' | 'workType' | 'category'>> & { name: string };
const line = (driver: typeof virtanen, { name, ...fields }: Fields): PayrollLine => ({
  ...driver,
  category: 'shifts',
  workType: null,
  endDate: fields.date,
  salaryName: name,
  text: name,
  ...fields,
});

export const GOLDEN_LINES: PayrollLine[] = [
  line(nieminen, {
    kind: 'regular',
    date: '2026-03-02',
    quantity: 7.5,
    unit: 'hours',
    salaryCode: '100',
    name: 'Tuntipalkka',
    unitPrice: null,
    vehicleCode: 'T12',
  }),
  line(nieminen, {
    kind: 'allowance2',
    date: '2026-03-02',
    quantity: 1,
    unit: 'pieces',
    salaryCode: '310',
    name: 'Osapäiväraha',
    unitPrice: 16.2,
    vehicleCode: 'T12',
  }),
  line(nieminen, {
    kind: 'bonusCrane',
    date: '2026-03-02',
    quantity: 2.5,
    unit: 'hours',
    salaryCode: '-1',
    name: 'Ei siirretä',
    unitPrice: null,
    vehicleCode: 'T12',
  }),
  line(nieminen, {
    category: 'contracts',
    kind: null,
    workType: 11,
    date: '2026-03-03',
    quantity: 1,
    unit: 'days',
    salaryCode: '600',
    name: '=Urakka',
    unitPrice: null,
    vehicleCode: '',
  }),
  line(nieminen, {
    kind: 'guaranteedTopUp',
    date: '2026-03-15',
    quantity: 24.5,
    unit: 'hours',
    salaryCode: '170',
    name: 'Takuutunnit',
    unitPrice: null,
    vehicleCode: '',
  }),
  line(virtanen, {
    category: 'leaves',
    kind: null,
    workType: 13,
    date: '2026-03-04',
    endDate: '2026-03-05',
    quantity: 4,
    unit: 'hours',
    salaryCode: '700',
    name: 'Muu palkallinen',
    unitPrice: null,
    vehicleCode: '',
  }),
  line(virtanen, {
    kind: 'regular',
    date: '2026-03-07',
    quantity: 7.75,
    unit: 'hours',
    salaryCode: '100',
    name: 'Tuntipalkka',
    unitPrice: 20,
    vehicleCode: 'ABC',
  }),
  line(virtanen, {
    kind: 'evening',
    date: '2026-03-07',
    quantity: 2,
    unit: 'hours',
    salaryCode: '110',
    name: 'Iltalisä',
    unitPrice: 3,
    vehicleCode: 'ABC',
  }),
  line(virtanen, {
    kind: 'night',
    date: '2026-03-07',
    quantity: 5.75,
    unit: 'hours',
    salaryCode: '120',
    name: 'Yölisä',
    unitPrice: 4.125,
    vehicleCode: 'ABC',
  }),
  line(virtanen, {
    kind: 'sunday',
    date: '2026-03-07',
    quantity: 4,
    unit: 'hours',
    salaryCode: '130',
    name: 'Sunnuntai; pyhä',
    unitPrice: 20,
    vehicleCode: 'ABC',
  }),
  line(virtanen, {
    kind: 'allowance1',
    date: '2026-03-07',
    quantity: 1,
    unit: 'pieces',
    salaryCode: '300',
    name: 'Kokopäiväraha',
    unitPrice: 35.7,
    vehicleCode: 'ABC',
  }),
  line(virtanen, {
    kind: 'bonusAdr',
    date: '2026-03-07',
    quantity: 7.75,
    unit: 'hours',
    salaryCode: '400',
    name: 'ADR-lisä',
    unitPrice: null,
    vehicleCode: 'ABC',
  }),
  line(virtanen, {
    category: 'vacations',
    kind: null,
    workType: 18,
    date: '2026-03-14',
    endDate: '2026-03-15',
    quantity: 2,
    unit: 'days',
    salaryCode: '500',
    name: 'Vuosiloma',
    unitPrice: null,
    vehicleCode: '',
  }),
  line(virtanen, {
    kind: 'overtime50',
    date: '2026-03-15',
    quantity: 12,
    unit: 'hours',
    salaryCode: '150',
    name: 'Ylityö 50 %',
    unitPrice: 10,
    vehicleCode: '',
  }),
  line(virtanen, {
    kind: 'overtime100',
    date: '2026-03-15',
    quantity: 12.08,
    unit: 'hours',
    salaryCode: '160',
    name: 'Ylityö 100 %',
    unitPrice: 20,
    vehicleCode: '',
  }),
];

/** Made at 10:30:05 in Helsinki (UTC+2 in March). */
export const GOLDEN_CONTEXT: PayrollFileContext = {
  from: '2026-03-02',
  to: '2026-03-15',
  createdAt: new Date('2026-03-16T08:30:05Z'),
  timeZone: 'Europe/Helsinki',
  organisationName: 'Rahti Oy',
};
