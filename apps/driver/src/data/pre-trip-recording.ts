import type { RecordPreTripCheckOperation } from '@rahti/domain';
import type { PreTripCheckDraft } from './driver-data.types';
import type { DriverDb, PreTripMark } from './driver-db';
import { appendOperation } from './driver-records';

/** How many answered checks the phone remembers: only the shift now needs its mark. */
const MARKS_KEPT = 20;

/**
 * Stores a pre-trip check in one transaction (decision 0034): each photo under a key made here
 * (uploaded before the operation that names it), the operation in the outbox, and the mark that
 * the shift's check is answered. Nothing of it needs the network.
 */
export async function storePreTripCheck(db: DriverDb, draft: PreTripCheckDraft, made: { newKey(): string; at: string }): Promise<void> {
  const tx = db.transaction(['shifts', 'outbox', 'meta', 'files'], 'readwrite');
  const answers = [];
  for (const { photos, ...answer } of draft.answers) {
    const photoKeys: string[] = [];
    for (const photo of photos) {
      const key = made.newKey();
      await tx.objectStore('files').put({ key, bytes: photo.bytes, contentType: photo.contentType, queuedAt: made.at });
      photoKeys.push(key);
    }
    answers.push({ ...answer, photoKeys });
  }
  const operation: RecordPreTripCheckOperation = {
    key: made.newKey(),
    kind: 'recordPreTripCheck',
    check: {
      clientKey: made.newKey(),
      vehicleId: draft.vehicleId,
      shiftClientKey: draft.shiftClientKey,
      at: made.at,
      status: draft.status,
      answers: draft.status === 'skipped' ? [] : answers,
      ...(draft.language ? { language: draft.language } : {}),
    },
  };
  // The same transaction with one store more (the photos): appendOperation uses only the outbox.
  await appendOperation(tx as unknown as Parameters<typeof appendOperation>[0], operation, made.at);
  const marks = ((await tx.objectStore('meta').get('preTrip')) ?? []) as PreTripMark[];
  const mark: PreTripMark = { shiftClientKey: draft.shiftClientKey, status: draft.status, at: made.at };
  await tx.objectStore('meta').put([...marks.filter((kept) => kept.shiftClientKey !== draft.shiftClientKey), mark].slice(-MARKS_KEPT), 'preTrip');
  await tx.done;
}
