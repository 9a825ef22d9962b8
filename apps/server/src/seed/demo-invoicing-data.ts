/**
 * The demo organisation's money side (issue 22): its invoicing details, two calculations its
 * vehicles are costed by, four customers, and how their jobs are priced. Business ids are made up
 * but carry valid check digits; the IBAN is the banks' published example account.
 */
export const DEMO_INVOICING = {
  businessId: '1618033-3',
  vatNumber: 'FI16180333',
  street: 'Tikkurilantie 136',
  postCode: '01530',
  town: 'Vantaa',
  countryCode: 'FI',
  iban: 'FI21 1234 5600 0007 85',
  bic: 'NDEAFIHH',
  eInvoiceAddress: '003716180333',
  eInvoiceOperator: 'E204503',
  email: 'laskutus@demo.test',
  phone: '+358 9 4242 1000',
  website: 'demo.test',
  invoiceNotes: 'Viivästyskorko korkolain mukaan. Huomautukset 7 päivän kuluessa.',
  nextNumber: 26001,
};

/** Long haul (semi-trailer combinations) and city distribution: the rates their tasks are costed at. */
export const DEMO_CALCULATIONS = [
  {
    name: 'Puoliperävaunuyhdistelmä 2026',
    kind: 'newInvestment',
    vehicleClass: 4,
    currency: 'EUR',
    base: 'Vantaa',
    description: 'Kaukoliikenteen veturi ja puoliperävaunu',
    vehicle: { purchasePrice: 165000, downPayment: 35000, consumptionPer100Km: 31, tyreLifetimeKm: 120000 },
    usage: { kmPerYear: 140000, plannedUseYears: 6 },
    wages: { wageType: 'Hourlywage', hourlyWage: 17.5 },
    revenue: { revenueValue: 260000, yearlyCost: 6000, targetProfitMarginPercent: 12 },
    pricing: { hours: 10, km: 620, targetMarginPercent: 12 },
  },
  {
    name: 'Jakeluauto 2026',
    kind: 'newInvestment',
    vehicleClass: 3,
    currency: 'EUR',
    base: 'Tampere',
    description: 'Kaupunkijakelu, kuorma-auto ja takalaitanostin',
    vehicle: { purchasePrice: 98000, downPayment: 20000, consumptionPer100Km: 22, tyreLifetimeKm: 90000 },
    usage: { kmPerYear: 55000, plannedUseYears: 7 },
    wages: { wageType: 'Hourlywage', hourlyWage: 16.2 },
    revenue: { revenueValue: 150000, yearlyCost: 4000, targetProfitMarginPercent: 10 },
    pricing: { hours: 8, km: 160, targetMarginPercent: 10 },
  },
] as const;

export interface DemoCustomer {
  name: string;
  businessId: string;
  address: { street: string; postCode: string; town: string; countryCode: string };
  eInvoiceAddress?: string;
  eInvoiceOperator?: string;
  contactName: string;
  email: string;
  paymentTermDays: number;
  language: 'fi' | 'sv' | 'en';
  /** What the customer pays: per hour and per km of a job, before the job's own tolls. */
  price: { perHour: number; perKm: number };
  /** Where its jobs go from and to. */
  lanes: readonly [string, string][];
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Pohjolan Tukku Oy',
    businessId: '2414213-4',
    address: { street: 'Hatanpään valtatie 24', postCode: '33100', town: 'Tampere', countryCode: 'FI' },
    eInvoiceAddress: '003724142134',
    eInvoiceOperator: 'E204503',
    contactName: 'Minna Koskinen',
    email: 'ostoreskontra@pohjolantukku.test',
    paymentTermDays: 14,
    language: 'fi',
    price: { perHour: 62, perKm: 1.45 },
    lanes: [
      ['Vantaa', 'Tampere'],
      ['Tampere', 'Jyväskylä'],
    ],
  },
  {
    name: 'Satamalogistiikka Oy',
    businessId: '1732050-2',
    address: { street: 'Satamakaari 12', postCode: '00980', town: 'Helsinki', countryCode: 'FI' },
    contactName: 'Jukka Lindholm',
    email: 'laskut@satamalogistiikka.test',
    paymentTermDays: 21,
    language: 'fi',
    price: { perHour: 55, perKm: 1.2 },
    lanes: [
      ['Vuosaaren satama', 'Vantaa'],
      ['Vuosaaren satama', 'Kerava'],
    ],
  },
  {
    name: 'Järvisen Puutavara Oy',
    businessId: '2236067-2',
    address: { street: 'Sahatie 3', postCode: '40320', town: 'Jyväskylä', countryCode: 'FI' },
    contactName: 'Eero Järvinen',
    email: 'eero@jarvisenpuutavara.test',
    paymentTermDays: 30,
    language: 'fi',
    price: { perHour: 48, perKm: 1.05 },
    lanes: [['Jyväskylä', 'Oulu']],
  },
  {
    name: 'Nordic Bygg AB',
    businessId: '556677-8899',
    address: { street: 'Industrigatan 8', postCode: '722 33', town: 'Västerås', countryCode: 'SE' },
    contactName: 'Karin Lund',
    email: 'faktura@nordicbygg.test',
    paymentTermDays: 30,
    language: 'sv',
    price: { perHour: 70, perKm: 1.6 },
    lanes: [['Vantaa', 'Tukholma']],
  },
];
