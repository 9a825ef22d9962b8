import { crc32, deflateSync } from 'node:zlib';
import type { WaybillDocument, WaybillGoodsLine } from '../../src/documents/waybill-document';

export const QR_URL = 'https://rahti.example.fi/transport-tasks/task/6f1c2a9e-4b7d-4c1e-9a53-0d2e7f8b1c44';

/** A goods line: 1 EUR pallet of 100 kg unless said. */
export function goodsLine(overrides: Partial<WaybillGoodsLine> = {}): WaybillGoodsLine {
  return {
    marks: '',
    packages: 1,
    packageKind: 'eurPallet',
    description: 'Kappaletavara',
    weightKg: 100,
    volumeM3: null,
    loadingMetres: null,
    dangerous: null,
    ...overrides,
  };
}

/**
 * Three lines whose totals are worked out by hand: 4 + 6 + 12 = 22 packages,
 * 1 250,5 + 1 200 + 180,25 = 2 630,75 kg, 4,8 + 1,2 = 6 m³ (the third gives none),
 * 1,6 + 0,4 = 2 loading metres (the second gives none); the second is petrol (UN 1203).
 */
export const THREE_LINES: WaybillGoodsLine[] = [
  goodsLine({
    marks: 'RK-1042/1–4',
    packages: 4,
    packageKind: 'eurPallet',
    description: 'Maalit ja lakat, kuivat',
    weightKg: 1250.5,
    volumeM3: 4.8,
    loadingMetres: 1.6,
  }),
  goodsLine({
    marks: 'ADR 1–6',
    packages: 6,
    packageKind: 'drum',
    description: 'Polttoaine',
    weightKg: 1200,
    volumeM3: 1.2,
    dangerous: { unNumber: '1203', hazardClass: '3', packingGroup: 'II', properName: 'BENSIINI' },
  }),
  goodsLine({ packages: 12, packageKind: 'parcel', description: 'Varaosat', weightKg: 180.25, loadingMetres: 0.4 }),
];

/** A domestic waybill, Helsinki to Vantaa, made on 2 March 2026 at 08:00 Helsinki time, not yet signed. */
export function testWaybill(overrides: Partial<WaybillDocument> = {}): WaybillDocument {
  return {
    number: 1042,
    kind: 'domestic',
    language: 'fi',
    timeZone: 'Europe/Helsinki',
    madeAt: new Date('2026-03-02T06:00:00Z'),
    madePlace: 'Helsinki',
    state: 'assigned',
    reference: 'PO-55821',
    sender: {
      name: 'Äänekosken Öljy ja Kuljetus Oy',
      street: 'Köydenpunojankatu 5',
      postcode: '00180',
      city: 'Helsinki',
      country: 'FI',
      businessId: '0737546-2',
      contactName: 'Sanna Mäkelä',
      phone: '+358 40 123 4567',
    },
    consignee: {
      name: 'Vantaan Rautakauppa Oy',
      street: 'Tikkurilantie 10',
      postcode: '01300',
      city: 'Vantaa',
      country: 'FI',
      businessId: '1234567-1',
      contactName: '',
      phone: '',
    },
    carrier: {
      name: 'Rahti & Kumpp. Oy',
      street: 'Satamatie 1',
      postcode: '00980',
      city: 'Helsinki',
      country: 'FI',
      businessId: '2345678-5',
      contactName: '',
      phone: '+358 9 555 0100',
    },
    freightPayer: 'Äänekosken Öljy ja Kuljetus Oy (asiakas 1001)',
    driverName: 'Matti Virtanen',
    vehicleRegisterNumber: 'ABC-123',
    takingOver: [
      {
        name: 'Öljyvarasto',
        street: 'Köydenpunojankatu 5',
        postcode: '00180',
        city: 'Helsinki',
        country: 'FI',
        at: new Date('2026-03-02T07:30:00Z'),
      },
    ],
    delivery: [
      {
        name: 'Vantaan Rautakauppa, piha 2',
        street: 'Tikkurilantie 10',
        postcode: '01300',
        city: 'Vantaa',
        country: 'FI',
        at: new Date('2026-03-02T10:00:00Z'),
      },
    ],
    goods: THREE_LINES,
    terms: {
      noTranshipment: false,
      cashOnDelivery: null,
      declaredValue: null,
      agreedTransitTime: '',
      documentsHandedOver: '',
      charges: '',
      customsInstructions: '',
      specialAgreements: '',
    },
    notes: '',
    signatures: [],
    remarks: [],
    qrUrl: QR_URL,
    ...overrides,
  };
}

/** An international one, Helsinki to Stockholm: its waybill is a CMR consignment note. */
export function testCmr(overrides: Partial<WaybillDocument> = {}): WaybillDocument {
  const base = testWaybill();
  return testWaybill({
    kind: 'cmr',
    consignee: {
      ...base.consignee,
      name: 'Byggvaruhuset i Solna AB',
      street: 'Råsundavägen 12',
      postcode: '169 67',
      city: 'Solna',
      country: 'SE',
      businessId: '556677-8899',
    },
    delivery: [
      {
        name: 'Byggvaruhuset, lager',
        street: 'Råsundavägen 12',
        postcode: '169 67',
        city: 'Solna',
        country: 'SE',
        at: new Date('2026-03-03T08:00:00Z'),
      },
    ],
    terms: {
      ...base.terms,
      cashOnDelivery: 1250,
      documentsHandedOver: 'Kauppalasku 2026-118, pakkauslista',
      charges: 'Rahti maksettu (franko)',
      customsInstructions: 'Ei tullattavaa (EU:n sisäinen kauppa)',
      specialAgreements: 'Purku takaovesta',
    },
    ...overrides,
  });
}

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([uint32(data.length), typed, uint32(crc32(typed))]);
};

/** A signature as the phone's pad sends it: a grey-and-alpha PNG, `width` × `height`, one wavy stroke. */
export function signaturePng(width = 600, height = 200): Uint8Array {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 2);
    for (let x = 0; x < width; x++) {
      const stroke = height / 2 + Math.sin(x / 25) * (height / 4);
      const ink = Math.abs(y - stroke) < 3;
      row[1 + x * 2] = 20;
      row[2 + x * 2] = ink ? 255 : 0;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([uint32(width), uint32(height), Buffer.from([8, 4, 0, 0, 0])])),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
