import type { TransportStop, TransportTask, TransportTaskSummary, Waybill } from '@rahti/domain';
import { anna, lookupHandlers, metsa, scania, testId } from '../tasks/test-tasks';

export { anna, lookupHandlers, metsa, scania, testId };
export { apiError } from '../vehicles/test-vehicles';

let next = 5000;
const id = () => testId(next++);

export function testStop(overrides: Partial<TransportStop> = {}): TransportStop {
  return {
    id: id(),
    kind: 'pickup',
    name: 'Metsä Tampere',
    street: 'Teollisuustie 5',
    postcode: '33100',
    city: 'Tampere',
    country: 'FI',
    latitude: 61.4981,
    longitude: 23.761,
    windowStart: '2026-03-02T06:00:00.000Z',
    windowEnd: '2026-03-02T08:00:00.000Z',
    contactName: 'Pekka Puu',
    contactPhone: '040 123 4567',
    notes: '',
    position: 0,
    arrivedAt: null,
    doneAt: null,
    ...overrides,
  };
}

/**
 * A transport task as the API answers it: timber from Tampere to Rauma for Metsä Oy, 24 t on
 * 10 EUR pallets, assigned to Anna Virta with ABC-123, waybill 1001.
 */
export function testTransportTask(overrides: Partial<TransportTask> = {}): TransportTask {
  return {
    id: id(),
    reference: 'PO-4411',
    state: 'assigned',
    customerId: metsa.id,
    customerName: metsa.name,
    sender: {
      name: 'Metsä Oy',
      street: 'Teollisuustie 5',
      postcode: '33100',
      city: 'Tampere',
      country: 'FI',
      businessId: '0112038-9',
      contactName: 'Pekka Puu',
      phone: '040 123 4567',
    },
    consignee: {
      name: 'Rauman Satama Oy',
      street: 'Satamakatu 1',
      postcode: '26100',
      city: 'Rauma',
      country: 'FI',
      businessId: '',
      contactName: '',
      phone: '',
    },
    international: false,
    stops: [
      testStop(),
      testStop({
        kind: 'delivery',
        name: 'Rauman satama',
        street: 'Satamakatu 1',
        postcode: '26100',
        city: 'Rauma',
        latitude: 61.128,
        longitude: 21.47,
        windowStart: '2026-03-02T11:00:00.000Z',
        windowEnd: '2026-03-02T13:00:00.000Z',
        contactName: '',
        contactPhone: '',
        position: 1,
      }),
    ],
    goods: [
      {
        id: id(),
        description: 'Sawn timber',
        packages: 10,
        packageKind: 'eurPallet',
        marks: 'MT-1…10',
        weightKg: 24000,
        volumeM3: 40.5,
        loadingMetres: 13.6,
        dangerous: null,
        position: 0,
      },
    ],
    driverId: anna.id,
    driverName: 'Anna Virta',
    vehicleId: scania.id,
    vehicleRegisterNumber: scania.registerNumber,
    price: 900,
    km: 250,
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
    date: '2026-03-02',
    waybill: { id: id(), number: 1001 },
    taskId: null,
    events: [],
    proofs: [],
    version: 2,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The list's row of a task. */
export function summaryOf(task: TransportTask, overrides: Partial<TransportTaskSummary> = {}): TransportTaskSummary {
  return {
    id: task.id,
    reference: task.reference,
    state: task.state,
    date: task.date,
    customerName: task.customerName,
    senderName: task.sender.name,
    consigneeName: task.consignee.name,
    from: task.stops[0]?.city ?? '',
    to: task.stops.at(-1)?.city ?? '',
    firstWindowStart: task.stops[0]?.windowStart ?? null,
    driverId: task.driverId,
    driverName: task.driverName,
    vehicleId: task.vehicleId,
    vehicleRegisterNumber: task.vehicleRegisterNumber,
    weightKg: task.goods.reduce((sum, line) => sum + line.weightKg, 0),
    packages: task.goods.reduce((sum, line) => sum + line.packages, 0),
    dangerous: task.goods.some((line) => line.dangerous !== null),
    waybillNumber: task.waybill?.number ?? null,
    stops: task.stops.map(({ id: stopId, kind, city, latitude, longitude, doneAt }) => ({
      id: stopId,
      kind,
      city,
      latitude,
      longitude,
      doneAt,
    })),
    version: task.version,
    ...overrides,
  };
}

export function testWaybill(overrides: Partial<Waybill> = {}): Waybill {
  return {
    id: id(),
    number: 1001,
    transportTaskId: id(),
    kind: 'domestic',
    state: 'assigned',
    reference: 'PO-4411',
    senderName: 'Metsä Oy',
    consigneeName: 'Rauman Satama Oy',
    from: 'Tampere',
    to: 'Rauma',
    date: '2026-03-02',
    signed: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}
