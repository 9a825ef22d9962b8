import { NO_ID, type RouteSample } from './route-sample';

/**
 * Samples of the transport task and waybill routes (issue 26). NO_ID stands for another
 * organisation's task or waybill (a 404 either way); the bodies pass validation, so the suites
 * reach the organisation check.
 */
const noRecord = () => ({ id: NO_ID });
const sampleOrder = {
  sender: { name: 'Kesko Logistiikka Oy', street: 'Tikkurilantie 10', city: 'Vantaa' },
  consignee: { name: 'Tampereen Tukku Oy', street: 'Hatanpään valtatie 34', city: 'Tampere' },
  stops: [
    { kind: 'pickup', street: 'Tikkurilantie 10', city: 'Vantaa', windowStart: '2026-11-02T06:00:00Z' },
    { kind: 'delivery', street: 'Hatanpään valtatie 34', city: 'Tampere' },
  ],
  goods: [{ description: 'Elintarvikkeita', packages: 18, packageKind: 'eurPallet', weightKg: 9400 }],
  price: 840.5,
};

export const TRANSPORT_SAMPLES: Record<string, RouteSample> = {
  'GET /api/transport-tasks': { query: () => 'from=2026-11-01&to=2026-11-30' },
  'POST /api/transport-tasks': { body: sampleOrder },
  'GET /api/transport-tasks/:id': { params: noRecord },
  'PUT /api/transport-tasks/:id': { params: noRecord, body: { ...sampleOrder, version: 1 } },
  'POST /api/transport-tasks/:id/assign': { params: noRecord, body: { driverId: null, version: 1 } },
  'POST /api/transport-tasks/assign': { body: { ids: [NO_ID], driverId: null } },
  'POST /api/transport-tasks/:id/cancel': { params: noRecord, body: { version: 1, note: 'Peruttu' } },
  'GET /api/waybills': {},
  'GET /api/waybills/:id': { params: noRecord },
  'GET /api/waybills/:id/pdf': { params: noRecord },
  'GET /api/transport-tasks/import/template': {},
  'POST /api/transport-tasks/import/preview': {},
  'POST /api/transport-tasks/import': {
    body: {
      rows: [
        {
          line: 2,
          values: {
            orderId: 'PO-1',
            pickupDate: '2026-11-20',
            senderName: 'Kesko Logistiikka Oy',
            senderStreet: 'Tikkurilantie 10',
            senderCity: 'Vantaa',
            consigneeName: 'Tampereen Tukku Oy',
            consigneeStreet: 'Hatanpään valtatie 34',
            consigneeCity: 'Tampere',
            description: 'Elintarvikkeita',
            packages: '18',
            weightKg: '9400',
          },
        },
      ],
    },
  },
};
