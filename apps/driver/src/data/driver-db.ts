import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { Absence, DeviceShift, DriverContext, DriverPlannedShift, DriverRoute, PhonePosition, Shift, SyncOperation, TransportTask } from '@rahti/domain';
import type { AutoSwitch, SyncProblem } from './driver-data.types';

/**
 * The phone's copy of everything (decision 0012). Every action lands here before any network
 * call; the app reads it back at start, so a reload, a crash or a week offline loses nothing.
 */
export const DRIVER_DB_NAME = 'rahti-driver';
/** 2 added `files`: photos waiting for their upload (issue 25); proofs of delivery use it too (issue 26). */
const DRIVER_DB_VERSION = 2;

/** An operation waiting for the server, in the order it was made (`order`, from IndexedDB). */
export interface OutboxRecord {
  order?: number;
  operation: SyncOperation;
  queuedAt: string;
}

/**
 * A file made on this phone (a defect's photo, a signature, a proof's photo), kept until the server has stored it under `key`;
 * the operation that names it is sent only after (sync-run.ts).
 */
export interface PendingFile {
  key: string;
  bytes: ArrayBuffer;
  contentType: string;
  queuedAt: string;
}

/** A pre-trip check answered (or skipped) on this phone, for the shift it was asked at. */
export interface PreTripMark {
  shiftClientKey: string;
  status: 'done' | 'skipped';
  at: string;
}

/** A shift recorded on this phone, kept until the server holds its last snapshot. */
export interface LocalShift {
  clientKey: string;
  content: DeviceShift;
  /** The `seq` of the newest snapshot made on this phone. */
  seq: number;
  /** The highest `seq` the server has confirmed (0 before the first). */
  confirmedSeq: number;
  isOngoing: boolean;
  /** The office ended it while the phone was still recording it (spec section 4). */
  endedByOffice: boolean;
  /**
   * Taken over from the server (recorded on another phone or started by the office): the
   * server's version it was taken at, sent with snapshots until the server confirms one.
   */
  basedOnVersion?: number;
}

/**
 * The driver's data from the server, as last received; removed at sign-out. `sync.cursor` names
 * its shifts, absences, routes and planned shifts (issue 28) and `sync.driverId` whose they
 * are; both are missing from a copy an older app stored, or one an older server answered.
 * `sync.routes`: the routes the driver may name on a shift; `sync.plannedShifts`: the driver's
 * upcoming published plans (issue 24); `sync.transportTasks`: the driver's transport tasks
 * (issue 26); each missing from an older copy: none.
 */
export interface CacheValues {
  context: DriverContext;
  sync: {
    shifts: Shift[];
    absences: Absence[];
    routes?: DriverRoute[];
    plannedShifts?: DriverPlannedShift[];
    transportTasks?: TransportTask[];
    serverTime: string;
    cursor?: string;
    driverId?: string;
  };
}

/** An automatic switch the driver can undo, with the events it replaced. */
export interface AutoSwitchRecord {
  autoSwitch: AutoSwitch;
  clientKey: string;
  eventsBefore: DeviceShift['events'];
}

export interface MetaValues {
  deviceId: string;
  lastSyncedAt: string;
  problems: SyncProblem[];
  autoSwitch: AutoSwitchRecord;
  storagePersistAsked: boolean;
  /** The latest pre-trip checks answered here, newest last (a few: only the shift now needs one). */
  preTrip: PreTripMark[];
}

export interface DriverDbSchema extends DBSchema {
  outbox: { key: number; value: OutboxRecord; indexes: { key: string } };
  shifts: { key: string; value: LocalShift };
  cache: { key: keyof CacheValues; value: CacheValues[keyof CacheValues] };
  positions: { key: number; value: PhonePosition };
  meta: { key: keyof MetaValues; value: MetaValues[keyof MetaValues] };
  files: { key: string; value: PendingFile };
}

export type DriverDb = IDBPDatabase<DriverDbSchema>;
export type DriverTx<Mode extends IDBTransactionMode, Stores extends StoreNames<DriverDbSchema>[]> = IDBPTransaction<DriverDbSchema, Stores, Mode>;

export function openDriverDb(name: string = DRIVER_DB_NAME): Promise<DriverDb> {
  return openDB<DriverDbSchema>(name, DRIVER_DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'order', autoIncrement: true });
        outbox.createIndex('key', 'operation.key', { unique: true });
        db.createObjectStore('shifts', { keyPath: 'clientKey' });
        db.createObjectStore('cache');
        db.createObjectStore('positions', { autoIncrement: true });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) db.createObjectStore('files', { keyPath: 'key' });
    },
  });
}

export async function readMeta<K extends keyof MetaValues>(source: DriverDb, key: K): Promise<MetaValues[K] | undefined> {
  return (await source.get('meta', key)) as MetaValues[K] | undefined;
}

export async function readCache<K extends keyof CacheValues>(db: DriverDb, key: K): Promise<CacheValues[K] | undefined> {
  return (await db.get('cache', key)) as CacheValues[K] | undefined;
}
