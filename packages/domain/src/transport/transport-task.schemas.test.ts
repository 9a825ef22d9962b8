import { describe, expect, it } from 'vitest';
import { stopEventInputSchema } from './stop-event.schemas';
import { transportTaskInputSchema } from './transport-task.schemas';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a transport order as the office sends it', () => {
  it('says every problem at once, the order’s own with the fields’', () => {
    const result = transportTaskInputSchema.safeParse({
      sender: { name: 'Valio Oy' },
      consignee: { name: '' },
      stops: [
        {
          kind: 'pickup',
          street: 'Meijeritie 6',
          city: 'Helsinki',
          windowStart: '2026-12-01T08:00:00Z',
          windowEnd: '2026-12-01T07:00:00Z',
        },
        { kind: 'pickup', street: 'Tehtaankatu 1', city: 'Vantaa' },
      ],
      goods: [
        {
          description: 'Maitoa',
          packages: 1.5,
          weightKg: 100,
          dangerous: { unNumber: '123', hazardClass: '3', properName: 'X' },
        },
      ],
      vehicleId: '0b6f4d4e-2f5c-4d8e-9a51-3c1f3b0e7a11',
    });
    expect(messages(result)).toEqual([
      ['consignee.name', 'validation:required'],
      ['goods.0.packages', 'validation:integer'],
      ['goods.0.dangerous.unNumber', 'transport:unNumber'],
      ['stops', 'transport:deliveryRequired'],
      ['stops.0.windowEnd', 'transport:windowBackwards'],
      ['driverId', 'transport:vehicleWithoutDriver'],
    ]);
  });

  it('takes a delivery refused whole without a signature, and no other delivery', () => {
    const event = {
      clientKey: 'phone-1',
      transportTaskId: '0b6f4d4e-2f5c-4d8e-9a51-3c1f3b0e7a11',
      stopId: '0b6f4d4e-2f5c-4d8e-9a51-3c1f3b0e7a12',
      kind: 'delivered',
      at: '2026-12-01T10:00:00Z',
    };
    expect(messages(stopEventInputSchema.safeParse(event))).toEqual([['proof', 'transport:proofRequired']]);
    const refused = { ...event, deviations: [{ type: 'refused', note: 'Lavat rikki' }] };
    expect(stopEventInputSchema.safeParse(refused).success).toBe(true);
  });
});
