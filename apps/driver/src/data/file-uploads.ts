import { callDriverApi, type ApiAnswer } from './driver-api';
import type { DriverDb } from './driver-db';
import type { SyncProblem } from './driver-data.types';
import { withProblems } from './sync-problems';

export const DRIVER_FILES_PATH = '/api/driver/files';

/** What the server answers a file it will never take (not an image, broken, too large): sending it again cannot help. */
const REFUSED_FOR_GOOD = [400, 413, 415];

/**
 * Uploads the files waiting on the phone (defects' photos), each under its key:
 * a file the server stored (now or before) leaves the phone; one it refuses for good leaves it
 * with a problem the driver reads. Stops at the first that could not be sent ('failed'), so the
 * operations that name the files wait for them.
 */
export async function uploadWaitingFiles(context: {
  caller: Parameters<typeof callDriverApi>[0];
  database(): Promise<DriverDb>;
  mutate(write: (db: DriverDb) => Promise<unknown>): Promise<void>;
  nowIso(): string;
}): Promise<Exclude<ApiAnswer<unknown>, { kind: 'ok' }> | null> {
  const db = await context.database();
  for (const key of await db.getAllKeys('files')) {
    const file = await db.get('files', key);
    if (!file) continue;
    const answer = await callDriverApi(context.caller, 'PUT', `${DRIVER_FILES_PATH}/${encodeURIComponent(key)}`, file.bytes, file.contentType);
    if (answer.kind === 'ok') {
      await context.mutate((write) => write.delete('files', key));
      continue;
    }
    if (answer.kind === 'rejected' && REFUSED_FOR_GOOD.includes(answer.status)) {
      const problem: SyncProblem = { key: `file:${key}`, message: 'driver-sync:photoRefused', params: {}, clientKey: null, at: context.nowIso() };
      await context.mutate((write) => dropFile(write, key, problem));
      continue;
    }
    return answer;
  }
  return null;
}

async function dropFile(db: DriverDb, key: string, problem: SyncProblem): Promise<void> {
  const tx = db.transaction(['files', 'meta'], 'readwrite');
  await tx.objectStore('files').delete(key);
  await tx.objectStore('meta').put(withProblems(((await tx.objectStore('meta').get('problems')) ?? []) as SyncProblem[], [problem]), 'problems');
  await tx.done;
}
