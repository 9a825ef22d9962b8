import type { TransportStop, TransportTask } from '@rahti/domain';
import type { PreTripPhoto } from '../driver-data.types';

const id = (suffix: string) => `6f2b8f4e-1c1a-4c1e-9d3e-${suffix.padStart(12, '0')}`;

const stop = (
  suffix: string,
  number: number,
  fields: Partial<TransportStop> & Pick<TransportStop, 'kind' | 'street' | 'city'>,
): TransportStop => ({
  id: id(`5${suffix}${number}`),
  position: number,
  name: '',
  postcode: '',
  country: 'FI',
  latitude: null,
  longitude: null,
  windowStart: null,
  windowEnd: null,
  contactName: '',
  contactPhone: '',
  notes: '',
  arrivedAt: null,
  doneAt: null,
  ...fields,
});

/**
 * A transport task as the sync answers it: Vantaa to Tampere on 4 May 2026 (the fake phone's
 * day), a pickup with coordinates and a delivery without, food on pallets and petrol in drums.
 */
export function fakeTransportTask(overrides: Partial<TransportTask> & { suffix?: string } = {}): TransportTask {
  const { suffix = '1', ...fields } = overrides;
  return {
    id: id(`7${suffix}`),
    reference: `PO-44${suffix}`,
    state: 'assigned',
    customerId: null,
    customerName: null,
    sender: party('Kesko Logistiikka Oy', 'Vantaa'),
    consignee: party('Tampereen Tukku Oy', 'Tampere'),
    international: false,
    stops: [
      stop(suffix, 0, {
        kind: 'pickup',
        name: 'Vantaan DC',
        street: 'Tikkurilantie 10',
        postcode: '01300',
        city: 'Vantaa',
        latitude: 60.2925,
        longitude: 25.0385,
        windowStart: '2026-05-04T05:00:00.000Z',
        windowEnd: '2026-05-04T06:00:00.000Z',
        contactName: 'Pekka Lastaaja',
        contactPhone: '+358 40 123 4567',
      }),
      stop(suffix, 1, {
        kind: 'delivery',
        street: 'Hatanpään valtatie 34',
        postcode: '33100',
        city: 'Tampere',
        windowStart: '2026-05-04T09:00:00.000Z',
        windowEnd: '2026-05-04T11:00:00.000Z',
      }),
    ],
    goods: [
      {
        id: id(`8${suffix}1`),
        position: 0,
        description: 'Elintarvikkeita',
        packages: 18,
        packageKind: 'eurPallet',
        marks: 'KL-1…18',
        weightKg: 9400,
        volumeM3: null,
        loadingMetres: null,
        dangerous: null,
      },
      {
        id: id(`8${suffix}2`),
        position: 1,
        description: 'Bensiiniä kanistereissa',
        packages: 4,
        packageKind: 'drum',
        marks: '',
        weightKg: 800,
        volumeM3: null,
        loadingMetres: null,
        dangerous: { unNumber: '1203', hazardClass: '3', packingGroup: 'II', properName: 'BENSIINI' },
      },
    ],
    driverId: id('d1'),
    driverName: 'Ajaja Aino',
    vehicleId: id('1'),
    vehicleRegisterNumber: 'ABC-123',
    price: 840.5,
    km: 182,
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
    date: '2026-05-04',
    waybill: { id: id(`9${suffix}`), number: 1000 + Number(suffix) },
    taskId: null,
    events: [],
    proofs: [],
    version: 1,
    createdAt: '2026-05-03T12:00:00.000Z',
    updatedAt: '2026-05-03T12:00:00.000Z',
    ...fields,
  };
}

function party(name: string, city: string): TransportTask['sender'] {
  return { name, street: '', postcode: '', city, country: 'FI', businessId: '', contactName: '', phone: '' };
}

/** A file as the phone keeps it, its bytes the given text. */
export const fakeFile = (text: string, contentType = 'image/jpeg'): PreTripPhoto => ({
  bytes: new TextEncoder().encode(text).buffer as ArrayBuffer,
  contentType,
});
