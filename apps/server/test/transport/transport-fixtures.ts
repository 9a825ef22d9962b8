import type { TransportTask } from '@rahti/domain';
import type { TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

/** A valid order from Vantaa to Tampere, on 2 November 2026 unless `extra` says otherwise. */
export function orderBody(extra: Record<string, unknown> = {}) {
  return {
    reference: 'PO-4411',
    sender: { name: 'Kesko Logistiikka Oy', street: 'Tikkurilantie 10', postcode: '01300', city: 'Vantaa' },
    consignee: { name: 'Tampereen Tukku Oy', street: 'Hatanpään valtatie 34', postcode: '33100', city: 'Tampere' },
    stops: [
      {
        kind: 'pickup',
        name: 'Vantaan DC',
        street: 'Tikkurilantie 10',
        postcode: '01300',
        city: 'Vantaa',
        latitude: 60.2925,
        longitude: 25.0385,
        windowStart: '2026-11-02T06:00:00Z',
        windowEnd: '2026-11-02T07:00:00Z',
      },
      {
        kind: 'delivery',
        street: 'Hatanpään valtatie 34',
        postcode: '33100',
        city: 'Tampere',
        windowStart: '2026-11-02T10:00:00Z',
      },
    ],
    goods: [
      { description: 'Elintarvikkeita', packages: 18, packageKind: 'eurPallet', marks: 'KL-1…18', weightKg: 9400.5 },
      {
        description: 'Bensiiniä kanistereissa',
        packages: 4,
        packageKind: 'drum',
        weightKg: 800,
        dangerous: { unNumber: '1203', hazardClass: '3', packingGroup: 'II', properName: 'BENSIINI' },
      },
    ],
    price: 840.5,
    km: 182,
    ...extra,
  };
}

/** The office's JSON calls, and a made order's whole answer. */
export function transportApi(t: TestApp) {
  const api = apiAs(t);
  return {
    api,
    async create(user: TestUser, extra: Record<string, unknown> = {}): Promise<TransportTask> {
      const response = await api(user, 'POST', '/api/transport-tasks', orderBody(extra));
      if (response.status !== 201) throw new Error(`create: ${response.status} ${response.raw.body}`);
      return response.body as unknown as TransportTask;
    },
  };
}
