import type {
  Absence,
  BonusType,
  DeviationType,
  DeviceAbsence,
  DeviceShift,
  DriverContext,
  DriverPlannedShift,
  Language,
  PreTripItem,
  PreTripResult,
  Shift,
  StopEventInput,
  StopEventKind,
  TransportTask,
} from '@rahti/domain';

/**
 * What the screens read and call (decision 0012). The data layer (`data/`) keeps everything in
 * IndexedDB first and syncs it; the screens never call the API themselves. Types only: the
 * screens import no storage code, and tests give them a fake.
 */

/** A shift as the phone shows it: the server's copy merged with what is still in the outbox. */
export interface ShiftView {
  /** The shift's permanent key (made on the phone that started it, or the server's). */
  clientKey: string;
  /** Null until the server has stored it. */
  id: string | null;
  version: number | null;
  status: 'ongoing' | 'completed';
  approval: Shift['approval'];
  hasDriverEdit: boolean;
  /** The shift as the driver sees it now (the phone's newer copy when it has unsent changes). */
  content: DeviceShift;
  start: string;
  end: string | null;
  /** Register numbers and names of content.vehicleIds, when known. */
  vehicles: { id: string; registerNumber: string; name: string }[];
  /** Changes of this shift still in the outbox. */
  pendingChanges: number;
  /** The office ended it (spec section 4), learnt at a sync; the phone stopped recording it. */
  endedByOffice: boolean;
}

/** Why an operation was not applied, for the driver (never swallowed). */
export interface SyncProblem {
  key: string;
  /** i18n key (namespace `driver-sync`, or `shifts`/`validation` for field problems) and params. */
  message: string;
  params: Record<string, string>;
  /** The shift or absence it was about, for a link. */
  clientKey: string | null;
  at: string;
}

export type SyncState =
  /** Nothing waiting; `lastSyncedAt` says when the server last confirmed. */
  | 'saved'
  /** Changes waiting and a sync running or due. */
  | 'waiting'
  /** The phone is offline; changes wait. */
  | 'offline'
  /** The last try failed (server error); retrying with back-off. */
  | 'error'
  /**
   * Signed out (or the server refused the sign-in, until the next one), or signed in with an
   * account not linked to a driver: shifts stay on the phone with the spec's one warning
   * (spec section 8) and upload at the next sign-in.
   */
  | 'notLinked';

export interface SyncStatus {
  state: SyncState;
  /** Operations in the outbox. */
  pending: number;
  lastSyncedAt: string | null;
  problems: SyncProblem[];
}

/** An automatic work-type change the driver can undo (auto drive, auto break). */
export interface AutoSwitch {
  workType: 1 | 5;
  at: string;
  /** The work type it replaced, restored by undo. */
  previousWorkType: number;
}

export interface DriverDataSnapshot {
  /** False until IndexedDB has been read once. */
  ready: boolean;
  /** The phone's device id (10 letters or digits), made at first start and kept. */
  deviceId: string;
  /** From GET /api/driver/me, cached for offline starts; null before the first answer. */
  context: DriverContext | null;
  /** The ongoing shift on this phone, if any. */
  current: ShiftView | null;
  /** Every shift the phone knows (server's recent ones and local ones), newest first. */
  shifts: ShiftView[];
  absences: (Absence & { pending: boolean })[];
  sync: SyncStatus;
  /** The last automatic switch, while it can still be undone. */
  autoSwitch: AutoSwitch | null;
  /** Whether positions are being read (permission granted and a shift is ongoing). */
  tracking: 'off' | 'on' | 'denied' | 'unavailable';
  /**
   * The routes the driver may name on a shift, from the last sync (kept for offline starts):
   * today's first, by their first run, then the rest by name. Empty when the group does not
   * let the driver choose routes.
   */
  routes: RouteChoice[];
  /**
   * The driver's published planned shifts from the last sync (kept for offline use, issue 24),
   * by start, without those a shift on this phone or the server already carries out. Ended
   * ones stay until the next sync; the screens leave them out by the clock.
   */
  plannedShifts: DriverPlannedShift[];
  /** The pre-trip check the shift this phone records still needs (issue 25); null for none. */
  preTrip: PreTripDue | null;
  /**
   * The driver's transport tasks from the last sync (issue 26; kept for offline use): the open
   * ones and those delivered lately. None from an older server.
   */
  transportTasks: TransportTask[];
  /** Stop events recorded on this phone that the server has not answered yet, oldest first. */
  stopEventsWaiting: StopEventInput[];
}

/** A pre-trip check to ask: the shift's vehicle and its class's checklist. */
export interface PreTripDue {
  shiftClientKey: string;
  /** When the shift started (its first event), to tell a shift just started from one resumed. */
  shiftStart: string | null;
  vehicle: { id: string; registerNumber: string; name: string };
  items: PreTripItem[];
}

/** A photo as the phone keeps it: the shrunk JPEG's bytes. */
export interface PreTripPhoto {
  bytes: ArrayBuffer;
  contentType: string;
}

/** A pre-trip check as the driver answered it (or skipped it: no answers). */
export interface PreTripCheckDraft {
  shiftClientKey: string;
  vehicleId: string;
  status: 'done' | 'skipped';
  answers: { item: PreTripItem; result: PreTripResult; note: string; photos: PreTripPhoto[] }[];
  /** The language the driver answered in: the office's maintenance items are written in it. */
  language?: Language;
}

/**
 * What the driver did at a stop, as the screen gives it (issue 26): the signature and photos as
 * bytes; the store gives each file its key, and adds the time and the position.
 */
export interface StopEventDraft {
  transportTaskId: string;
  stopId: string;
  kind: StopEventKind;
  goodsChecked: boolean | null;
  note: string;
  proof: { signerName: string; signature: PreTripPhoto; photos: PreTripPhoto[] } | null;
  deviations: { type: DeviationType; goodsLineId: string | null; note: string; photos: PreTripPhoto[] }[];
}

/** A route to choose; `todayAt`: the local start time ("07:00") of its first run today, if any. */
export interface RouteChoice {
  id: string;
  name: string;
  code: string;
  todayAt: string | null;
}

export interface StartShiftInput {
  vehicleIds: string[];
  startKm: number | null;
  workType: number;
  answer?: string | null;
  /** The route the driver chose, if any. */
  routeId?: string | null;
  /** The planned shift the driver started from, if any. */
  plannedShiftId?: string | null;
}

export interface ShiftDetailsInput {
  vehicleIds?: string[];
  startKm?: number | null;
  endKm?: number | null;
  consumptionLitres?: number | null;
  bonuses?: { type: BonusType; hours: number | null }[];
  dailyAllowance?: number;
  routeId?: string | null;
}

/** Every action writes to the outbox first and resolves once it is stored on the phone. */
export interface DriverDataActions {
  startShift(input: StartShiftInput): Promise<void>;
  /** Ends the running event and starts one of `workType` now. */
  switchWorkType(workType: number, answer?: string | null): Promise<void>;
  updateCurrentShift(details: ShiftDetailsInput): Promise<void>;
  endShift(details: { endKm: number | null; consumptionLitres?: number | null }): Promise<void>;
  undoAutoSwitch(): Promise<void>;
  /** An edit from the review screen (a driver edit once the server has the shift). */
  editShift(clientKey: string, content: DeviceShift): Promise<void>;
  createAbsence(absence: Omit<DeviceAbsence, 'clientKey'>): Promise<void>;
  /** Stores the check, its photos and its operation on the phone; they upload with the next sync. */
  recordPreTripCheck(draft: PreTripCheckDraft): Promise<void>;
  /** Stores a stop's event, its signature and photos on the phone; they upload with the next sync. */
  recordStopEvent(draft: StopEventDraft): Promise<void>;
  syncNow(): Promise<void>;
  dismissProblem(key: string): Promise<void>;
}

export type DriverData = DriverDataSnapshot & DriverDataActions;
