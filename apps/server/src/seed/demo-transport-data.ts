import type { TransportTaskState } from '@rahti/domain';

/** A place of the demo's orders: street, postcode, city (and country, Finland unless said). */
type Place = readonly [name: string, street: string, postcode: string, city: string, country?: string];

/** A demo order: its parties, goods, day (days from today) and the state the demo takes it to. */
export interface DemoOrder {
  reference: string;
  customer: string;
  state: TransportTaskState;
  dayOffset: number;
  /** Local hours of the pickup window start and of the delivery's. */
  hours: readonly [number, number];
  /** The demo driver by employee number; Diego (the driver app's demo account) is 1001. */
  driver: string | null;
  sender: Place;
  consignee: Place;
  international?: true;
  goods: readonly {
    description: string;
    packages: number;
    packageKind: string;
    marks?: string;
    weightKg: number;
    volumeM3?: number;
    loadingMetres?: number;
    dangerous?: {
      unNumber: string;
      hazardClass: '3' | '8' | '2';
      packingGroup: 'I' | 'II' | 'III' | null;
      properName: string;
    };
  }[];
  price: number;
  km: number;
  terms?: Record<string, unknown>;
  notes?: string;
}

export const DEMO_SIGNER = 'Marja Lehtonen';

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    reference: 'PT-24811',
    customer: 'Pohjolan Tukku Oy',
    state: 'delivered',
    dayOffset: -2,
    hours: [6, 9],
    driver: '1001',
    sender: ['Pohjolan Tukku, Vantaan keskusvarasto', 'Tikkurilantie 140', '01530', 'Vantaa'],
    consignee: ['Pohjolan Tukku, Tampereen myymälä', 'Hatanpään valtatie 24', '33100', 'Tampere'],
    goods: [
      {
        description: 'Kuivaelintarvikkeita',
        packages: 18,
        packageKind: 'eurPallet',
        marks: 'PT-24811/1–18',
        weightKg: 9400,
        loadingMetres: 7.2,
      },
      {
        description: 'Pakasteita, −20 °C',
        packages: 6,
        packageKind: 'finPallet',
        marks: 'PT-24811/19–24',
        weightKg: 3150,
      },
    ],
    price: 780,
    km: 176,
    notes: 'Purku takaovelta, soita 15 min ennen saapumista.',
  },
  {
    reference: 'SL-1102',
    customer: 'Satamalogistiikka Oy',
    state: 'pickedUp',
    dayOffset: 0,
    hours: [7, 10],
    driver: '1002',
    sender: ['Vuosaaren satama, terminaali 3', 'Satamakaari 12', '00980', 'Helsinki'],
    consignee: ['Keravan logistiikkakeskus', 'Alikeravantie 40', '04250', 'Kerava'],
    goods: [
      { description: 'Paperirullia', packages: 12, packageKind: 'roll', marks: 'UPM 44120–44131', weightKg: 14200 },
    ],
    price: 410,
    km: 38,
  },
  {
    reference: 'JP-558',
    customer: 'Järvisen Puutavara Oy',
    state: 'started',
    dayOffset: 0,
    hours: [9, 16],
    driver: '1004',
    sender: ['Järvisen saha', 'Sahatie 3', '40320', 'Jyväskylä'],
    consignee: ['Rautakauppa Pohjoinen', 'Teollisuustie 14', '90630', 'Oulu'],
    goods: [
      {
        description: 'Sahatavaraa, mänty 50×100',
        packages: 14,
        packageKind: 'bulk',
        weightKg: 21500,
        loadingMetres: 13.6,
      },
    ],
    price: 1350,
    km: 340,
  },
  {
    reference: 'PT-24830',
    customer: 'Pohjolan Tukku Oy',
    state: 'assigned',
    dayOffset: 1,
    hours: [6, 8],
    driver: '1001',
    sender: ['Pohjolan Tukku, Vantaan keskusvarasto', 'Tikkurilantie 140', '01530', 'Vantaa'],
    consignee: ['Lahden Konevuokraamo Oy', 'Askonkatu 9', '15100', 'Lahti'],
    goods: [
      {
        description: 'Dieselpolttoöljyä IBC-konteissa',
        packages: 4,
        packageKind: 'IBC',
        marks: 'IBC 1–4',
        weightKg: 3600,
        dangerous: { unNumber: '1202', hazardClass: '3', packingGroup: 'III', properName: 'DIESELPOLTTOÖLJY' },
      },
      { description: 'Voiteluöljyä tynnyreissä', packages: 6, packageKind: 'drum', weightKg: 1080 },
    ],
    price: 520,
    km: 105,
    notes: 'ADR: kuljettajalla oltava ADR-ajolupa, kuljetusyksikössä oranssikilvet.',
  },
  {
    reference: 'PT-24834',
    customer: 'Pohjolan Tukku Oy',
    state: 'assigned',
    dayOffset: 2,
    hours: [8, 11],
    driver: '1002',
    sender: ['Pohjolan Tukku, Tampereen terminaali', 'Nokiantie 2', '33300', 'Tampere'],
    consignee: ['Pohjolan Tukku, Jyväskylän myymälä', 'Vasarakatu 27', '40320', 'Jyväskylä'],
    goods: [{ description: 'Juomia', packages: 22, packageKind: 'eurPallet', weightKg: 15400 }],
    price: 560,
    km: 150,
  },
  {
    reference: 'NB-7731',
    customer: 'Nordic Bygg AB',
    state: 'created',
    dayOffset: 3,
    hours: [7, 20],
    driver: null,
    international: true,
    sender: ['Rakennuslevy Oy', 'Valimotie 9', '01510', 'Vantaa'],
    consignee: ['Nordic Bygg AB, lager Västberga', 'Elektravägen 22', '126 30', 'Stockholm', 'SE'],
    goods: [
      {
        description: 'Kipsilevyjä',
        packages: 20,
        packageKind: 'eurPallet',
        marks: 'NB-7731/1–20',
        weightKg: 18200,
        volumeM3: 32,
      },
    ],
    price: 2150,
    km: 480,
    terms: {
      charges: 'Rahti ja lauttamaksu lähettäjän maksettavaksi (franko)',
      customsInstructions: 'EU:n sisäinen kuljetus: ei tullimuodollisuuksia',
      documentsHandedOver: 'Lähetyslista ja kauppalasku 55123',
      agreedTransitTime: '48 h',
      specialAgreements: 'Lautta Helsinki–Tukholma, purku Västbergan varastolla klo 7–15',
    },
  },
  {
    reference: 'SL-1108',
    customer: 'Satamalogistiikka Oy',
    state: 'created',
    dayOffset: 4,
    hours: [10, 12],
    driver: null,
    sender: ['Vuosaaren satama, terminaali 1', 'Satamakaari 2', '00980', 'Helsinki'],
    consignee: ['Porvoon Kone Oy', 'Teollisuustie 21', '06150', 'Porvoo'],
    goods: [{ description: 'Koneenosia laatikoissa', packages: 8, packageKind: 'crate', weightKg: 2600 }],
    price: 290,
    km: 52,
  },
  {
    reference: 'JP-561',
    customer: 'Järvisen Puutavara Oy',
    state: 'cancelled',
    dayOffset: 1,
    hours: [12, 15],
    driver: '1004',
    sender: ['Järvisen saha', 'Sahatie 3', '40320', 'Jyväskylä'],
    consignee: ['Kuopion Rakennustarvike', 'Kellolahdentie 10', '70460', 'Kuopio'],
    goods: [{ description: 'Liimapuupalkkeja', packages: 6, packageKind: 'bulk', weightKg: 7800 }],
    price: 640,
    km: 165,
    notes: 'Asiakas perui tilauksen.',
  },
];
