import type { PositionSample, RecordStopEventOperation, StopEventInput } from '@rahti/domain';
import type { PreTripPhoto, StopEventDraft } from './driver-data.types';
import type { DriverDb } from './driver-db';
import { appendOperation } from './driver-records';

/** A fix older than this says where the phone was, not where the stop is: the event goes without one. */
export const STOP_POSITION_MAX_AGE_MS = 5 * 60_000;

/** The position an event records: the app's latest fix while it is fresh, else none. */
export function stopPositionOf(fix: PositionSample | null, nowMs: number): StopEventInput['position'] {
  if (!fix || nowMs - fix.atMs > STOP_POSITION_MAX_AGE_MS) return null;
  const accuracyM =
    fix.accuracyMeters !== null && fix.accuracyMeters >= 0 && fix.accuracyMeters <= 100_000 ? fix.accuracyMeters : null;
  return { latitude: fix.latitude, longitude: fix.longitude, accuracyM };
}

/**
 * Stores a stop's event in one transaction (issue 26): the signature and each photo under a key
 * made here (uploaded before the operation that names it, sync-run.ts), and the operation in the
 * outbox. Nothing of it needs the network; a reload before it is sent loses nothing.
 */
export async function storeStopEvent(
  db: DriverDb,
  draft: StopEventDraft,
  made: { newKey(): string; at: string; position: StopEventInput['position'] },
): Promise<void> {
  const tx = db.transaction(['shifts', 'outbox', 'meta', 'files'], 'readwrite');
  const keep = async (file: PreTripPhoto): Promise<string> => {
    const key = made.newKey();
    await tx.objectStore('files').put({ key, bytes: file.bytes, contentType: file.contentType, queuedAt: made.at });
    return key;
  };
  const keepAll = async (files: readonly PreTripPhoto[]) => {
    const keys: string[] = [];
    for (const file of files) keys.push(await keep(file));
    return keys;
  };
  const proof = draft.proof && {
    signerName: draft.proof.signerName,
    signatureKey: await keep(draft.proof.signature),
    photoKeys: await keepAll(draft.proof.photos),
  };
  const deviations: StopEventInput['deviations'] = [];
  for (const { photos, ...deviation } of draft.deviations)
    deviations.push({ ...deviation, photoKeys: await keepAll(photos) });
  const operation: RecordStopEventOperation = {
    key: made.newKey(),
    kind: 'recordStopEvent',
    event: {
      clientKey: made.newKey(),
      transportTaskId: draft.transportTaskId,
      stopId: draft.stopId,
      kind: draft.kind,
      at: made.at,
      position: made.position,
      goodsChecked: draft.goodsChecked,
      note: draft.note,
      proof,
      deviations,
    },
  };
  // The same transaction with one store more (the files): appendOperation uses only the outbox.
  await appendOperation(tx as unknown as Parameters<typeof appendOperation>[0], operation, made.at);
  await tx.done;
}
