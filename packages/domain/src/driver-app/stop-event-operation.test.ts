import { describe, expect, it } from 'vitest';
import { syncOperationSchema, syncResponseSchema } from './driver-sync.schemas';
import { appendToOutbox, clientKeyOf } from './outbox';

const TASK = '6f2b8f4e-1c1a-4c1e-9d3e-000000000071';
const STOP = '6f2b8f4e-1c1a-4c1e-9d3e-000000000072';

const delivered = (event: Record<string, unknown> = {}) => ({
  key: 'op-1',
  kind: 'recordStopEvent',
  event: {
    clientKey: 'event-1',
    transportTaskId: TASK,
    stopId: STOP,
    kind: 'delivered',
    at: '2026-11-30T10:15:00Z',
    goodsChecked: true,
    proof: { signerName: 'Liisa Vastaanottaja', signatureKey: 'sig-1', photoKeys: ['photo-1', 'photo-2'] },
    ...event,
  },
});

describe('the recordStopEvent operation (issue 26)', () => {
  it('is read with its proof and the defaults a phone may leave out', () => {
    const parsed = syncOperationSchema.parse(delivered());
    expect(parsed).toEqual({
      key: 'op-1',
      kind: 'recordStopEvent',
      event: expect.objectContaining({
        clientKey: 'event-1',
        kind: 'delivered',
        position: null,
        note: '',
        deviations: [],
        proof: { signerName: 'Liisa Vastaanottaja', signatureKey: 'sig-1', photoKeys: ['photo-1', 'photo-2'] },
      }),
    });
    expect(clientKeyOf(parsed)).toBe('event-1');
  });

  it('refuses a delivery without a proof unless it was refused whole', () => {
    const withoutProof = syncOperationSchema.safeParse(delivered({ proof: null }));
    expect(withoutProof.success).toBe(false);
    expect(withoutProof.error?.issues.map((issue) => issue.message)).toEqual(['transport:proofRequired']);

    const refused = delivered({
      proof: null,
      deviations: [{ type: 'refused', note: 'Pallets crushed, consignee refused all', photoKeys: ['photo-3'] }],
    });
    expect(syncOperationSchema.safeParse(refused).success).toBe(true);
  });

  it('keeps every stop event in the outbox, in order: none replaces another', () => {
    const arrived = syncOperationSchema.parse(delivered({ kind: 'arrived', proof: null, clientKey: 'event-0' }));
    const done = syncOperationSchema.parse({ ...delivered(), key: 'op-2' });
    expect(appendToOutbox(appendToOutbox([], arrived), done).map(clientKeyOf)).toEqual(['event-0', 'event-1']);
  });

  it('reads an older server’s answer, without transport tasks, as none', () => {
    const answer = syncResponseSchema.parse({
      results: [],
      shifts: [],
      absences: [],
      cursor: 'c',
      unchanged: false,
      serverTime: '2026-11-30T10:15:00Z',
    });
    expect(answer.transportTasks).toEqual([]);
  });
});
