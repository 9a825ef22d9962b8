import {
  clientKeyOf,
  fileKeysOf,
  stateOfStops,
  stopAfterEvent,
  type Absence,
  type DeviceShift,
  type DriverContext,
  type DriverPlannedShift,
  type DriverRoute,
  type DriverVehicle,
  type PhonePosition,
  type PreTripChecklist,
  type RecordPreTripCheckOperation,
  type RecordStopEventOperation,
  type Shift,
  type SyncOperation,
  type SyncOutcome,
  type SyncResult,
  type TransportTask,
} from '@rahti/domain';

/**
 * The driver API as decision 0012 describes it, behind a fetch function: each key applied once,
 * the highest seq per shift kept, refusals with messages. Tests switch the network and the
 * server's moods on and off, and read what the server holds.
 */

export const VEHICLE = { id: '6f2b8f4e-1c1a-4c1e-9d3e-000000000001', registerNumber: 'ABC-123', name: 'Volvo FH' };
const DRIVER_ID = '6f2b8f4e-1c1a-4c1e-9d3e-0000000000d1';

interface HeldShift {
  id: string;
  seq: number;
  shift: DeviceShift;
  version: number;
  endedByOffice: boolean;
}

export interface Refusal {
  outcome: Exclude<SyncOutcome, 'applied' | 'duplicate' | 'stale'>;
  message: string;
  params?: Record<string, string>;
}

export function createFakeDriverServer() {
  const answers = new Map<string, SyncResult>();
  const shifts = new Map<string, HeldShift>();
  const absences: Absence[] = [];
  const calls: { path: string; method: string; authorization: string | null; deviceId: string | null; body: unknown }[] = [];
  const positions: PhonePosition[] = [];
  let ids = 0;
  const newId = () => `6f2b8f4e-1c1a-4c1e-9d3e-${String(++ids).padStart(12, '0')}`;

  const server = {
    isReachable: true,
    isLinked: true,
    /** Answer every call with 401 (a token the server no longer takes). */
    isSignInRefused: false,
    /** Apply the next sync call, then lose its answer on the way back. */
    losesNextAnswer: false,
    /** Refuse operations about these client keys, or of these kinds. */
    refusals: new Map<string, Refusal>(),
    /** Refuse a whole call (400) when it holds an absence with this note. */
    unreadableNote: null as string | null,
    calls,
    /** What each sync call was answered, in order: the cursor, and whether the lists were left out. */
    syncAnswers: [] as { cursor: string; unchanged: boolean }[],
    /** The routes the driver may choose; undefined answers as an older server, without the field. */
    routes: undefined as DriverRoute[] | undefined,
    /** The driver's published plans; undefined answers as an older server. Those a held shift names are left out, as carried out. */
    plannedShifts: undefined as DriverPlannedShift[] | undefined,
    /** The vehicles /api/driver/me lists. */
    vehicles: [{ ...VEHICLE, lockedToOtherDevice: false }] as DriverVehicle[],
    /** The checklists /api/driver/me lists; undefined answers as an older server, without them. */
    preTripChecklists: undefined as PreTripChecklist[] | undefined,
    /** Files uploaded, by key (bytes and type as sent). */
    files: new Map<string, { bytes: ArrayBuffer; contentType: string }>(),
    /** Answer uploads with this status (a refusal) instead of storing them. */
    refusesFilesWith: null as number | null,
    /** Store the next upload, then lose its answer on the way back (the network cut mid-upload). */
    losesNextUploadAnswer: false,
    /** The driver's transport tasks as the office holds them; undefined answers as an older server. */
    transportTasks: undefined as TransportTask[] | undefined,
    /** The stop events applied, each once. */
    stopEvents: [] as RecordStopEventOperation['event'][],
    /** The pre-trip checks received, each once. */
    preTripChecks: [] as RecordPreTripCheckOperation['check'][],
    positions,
    absences,
    /** The shifts as the office sees them. */
    shifts: () => [...shifts.values()].map(toShift),
    syncCalls: () => calls.filter((call) => call.path === '/api/driver/sync'),
    operationsReceived: () => server.syncCalls().flatMap((call) => (call.body as { operations: SyncOperation[] }).operations),
    /** The office ends the shift at `at` (spec section 4). */
    endByOffice(clientKey: string, at: string) {
      const held = shifts.get(clientKey)!;
      held.shift = { ...held.shift, events: held.shift.events.map((event) => (event.end === null ? { ...event, end: at } : event)) };
      held.version++;
      held.endedByOffice = true;
    },

    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const headers = new Headers(init?.headers);
      const isJson = headers.get('Content-Type') === 'application/json';
      const body: unknown = init?.body && isJson ? JSON.parse(String(init.body)) : init?.body;
      if (!server.isReachable) throw new TypeError('Failed to fetch');
      calls.push({ path, method: init?.method ?? 'GET', authorization: headers.get('Authorization'), deviceId: headers.get('X-Device-Id'), body });
      if (server.isSignInRefused) return json(401, { statusCode: 401, code: 'unauthorized', message: 'Unauthorized' });
      if (path === '/api/driver/me') return json(200, { ...context(server.isLinked, server.vehicles), ...(server.preTripChecklists ? { preTripChecklists: server.preTripChecklists } : {}) });
      if (!server.isLinked) return json(409, { statusCode: 409, code: 'driver-sync:notLinked', message: 'Not linked' });
      if (path.startsWith('/api/driver/files/')) {
        const key = decodeURIComponent(path.slice('/api/driver/files/'.length));
        if (server.refusesFilesWith !== null) return json(server.refusesFilesWith, { statusCode: server.refusesFilesWith, code: 'files:notAnImage', message: 'Not an image' });
        const isNew = !server.files.has(key);
        if (isNew) server.files.set(key, { bytes: body as ArrayBuffer, contentType: headers.get('Content-Type') ?? '' });
        if (server.losesNextUploadAnswer) {
          server.losesNextUploadAnswer = false;
          throw new TypeError('Network connection lost');
        }
        return json(isNew ? 201 : 200, { id: newId(), key, contentType: 'image/jpeg', sizeBytes: (body as ArrayBuffer).byteLength });
      }
      if (path === '/api/driver/positions') {
        positions.push(...(body as { positions: PhonePosition[] }).positions);
        return json(200, { stored: (body as { positions: unknown[] }).positions.length, duplicates: 0 });
      }
      const operations = (body as { operations: SyncOperation[] }).operations;
      if (server.unreadableNote !== null && operations.some((op) => op.kind === 'createAbsence' && op.absence.note === server.unreadableNote)) {
        return json(400, { statusCode: 400, code: 'validation', message: 'Invalid' });
      }
      const results = operations.map(apply);
      const carriedOut = new Set(server.shifts().map((shift) => shift.plannedShiftId));
      const plannedShifts = server.plannedShifts?.filter((plan) => !carriedOut.has(plan.id));
      const transportTasks = server.transportTasks;
      const lists = {
        shifts: server.shifts(),
        absences,
        ...(server.routes ? { routes: server.routes } : {}),
        ...(plannedShifts ? { plannedShifts } : {}),
        ...(transportTasks ? { transportTasks } : {}),
      };
      // As the real server: a cursor names the lists and whose they are; a call naming them still is answered unchanged.
      const cursor = cursorOf(JSON.stringify([headers.get('Authorization'), lists]));
      const unchanged = (body as { cursor?: string }).cursor === cursor;
      server.syncAnswers.push({ cursor, unchanged });
      const emptyLists = {
        shifts: [],
        absences: [],
        ...(server.routes ? { routes: [] } : {}),
        ...(plannedShifts ? { plannedShifts: [] } : {}),
        ...(transportTasks ? { transportTasks: [] } : {}),
      };
      const response = json(200, { results, ...(unchanged ? emptyLists : lists), cursor, unchanged, serverTime: new Date().toISOString() });
      if (server.losesNextAnswer) {
        server.losesNextAnswer = false;
        throw new TypeError('Network connection lost');
      }
      return response;
    }) as typeof fetch,
  };

  function apply(operation: SyncOperation): SyncResult {
    const stored = answers.get(operation.key);
    if (stored) return { ...stored, outcome: 'duplicate' };
    const clientKey = clientKeyOf(operation);
    const refusal = server.refusals.get(clientKey) ?? server.refusals.get(operation.kind);
    let result: SyncResult;
    if (refusal) {
      result = { key: operation.key, outcome: refusal.outcome, status: refusal.outcome === 'refused' ? 403 : 409, message: refusal.message, params: refusal.params ?? {}, itemId: null };
    } else if (operation.kind === 'recordShift') {
      const held = shifts.get(clientKey);
      if (held?.endedByOffice) {
        result = { key: operation.key, outcome: 'conflict', status: 409, message: 'driver-sync:conflicts.endedByOffice', params: {}, itemId: held.id };
      } else if (held && held.seq >= operation.seq && operation.basedOnVersion !== held.version) {
        result = { key: operation.key, outcome: 'stale', status: 200, message: null, params: {}, itemId: held.id };
      } else {
        const id = held?.id ?? newId();
        shifts.set(clientKey, { id, seq: operation.seq, shift: operation.shift, version: (held?.version ?? 0) + 1, endedByOffice: false });
        result = { key: operation.key, outcome: 'applied', status: 200, message: null, params: {}, itemId: id };
      }
    } else if (operation.kind === 'recordPreTripCheck') {
      const known = server.preTripChecks.some((check) => check.clientKey === operation.check.clientKey);
      if (!known) server.preTripChecks.push(operation.check);
      result = { key: operation.key, outcome: 'applied', status: 200, message: null, params: {}, itemId: newId() };
    } else if (operation.kind === 'recordStopEvent') {
      result = { key: operation.key, ...applyStopEvent(operation.event) };
    } else if (operation.kind === 'createAbsence') {
      const id = newId();
      absences.push({ ...operation.absence, id, driverId: DRIVER_ID, driverName: 'Aino Ajaja', approval: 'unapproved', hasDriverEdit: false, version: 1, createdAt: '', updatedAt: '' });
      result = { key: operation.key, outcome: 'applied', status: 200, message: null, params: {}, itemId: id };
    } else {
      const held = [...shifts.values()].find((shift) => shift.id === operation.shiftId)!;
      if (held.version !== operation.version) {
        result = { key: operation.key, outcome: 'conflict', status: 409, message: 'driver-sync:conflicts.changedByOffice', params: {}, itemId: held.id };
      } else {
        held.shift = operation.shift;
        held.version++;
        result = { key: operation.key, outcome: 'applied', status: 200, message: null, params: {}, itemId: held.id };
      }
    }
    answers.set(operation.key, result);
    return result;
  }

  /** As the transport service: the driver's own task, every file uploaded before, each event once. */
  function applyStopEvent(event: RecordStopEventOperation['event']): Omit<SyncResult, 'key'> {
    const refuse = (outcome: 'invalid' | 'refused', status: number, message: string) => ({ outcome, status, message, params: {}, itemId: null });
    const index = server.transportTasks?.findIndex((task) => task.id === event.transportTaskId) ?? -1;
    const task = server.transportTasks?.[index];
    if (!task) return refuse('refused', 404, 'driver-sync:transport.notYourTask');
    if (fileKeysOf(event).some((key) => !server.files.has(key))) return refuse('invalid', 400, 'driver-sync:transport.fileMissing');
    if (!server.stopEvents.some((applied) => applied.clientKey === event.clientKey)) {
      server.stopEvents.push(event);
      const stops = task.stops.map((stop) => (stop.id === event.stopId ? stopAfterEvent(stop, event.kind, event.at) : stop));
      server.transportTasks![index] = { ...task, stops, state: stateOfStops(task.state, stops, true), version: task.version + 1 };
    }
    return { outcome: 'applied', status: 200, message: null, params: {}, itemId: task.id };
  }

  return server;
}

function toShift(held: HeldShift): Shift {
  const { shift } = held;
  const isRunning = shift.events.some((event) => event.end === null);
  return {
    id: held.id,
    clientKey: shift.clientKey,
    driverId: DRIVER_ID,
    driverName: 'Aino Ajaja',
    routeId: shift.routeId,
    plannedShiftId: shift.plannedShiftId ?? null,
    start: shift.events[0]!.start,
    end: isRunning ? null : shift.events.at(-1)!.end,
    status: isRunning ? 'ongoing' : 'completed',
    vehicles: shift.vehicleIds.map((id) => (id === VEHICLE.id ? VEHICLE : { id, registerNumber: '?', name: '?' })),
    events: shift.events.map((event, index) => ({ ...event, id: `6f2b8f4e-1c1a-4c1e-9d3e-e${String(index).padStart(11, '0')}` })),
    startKm: shift.startKm,
    endKm: shift.endKm,
    distanceKm: shift.startKm !== null && shift.endKm !== null ? shift.endKm - shift.startKm : null,
    consumptionLitres: shift.consumptionLitres,
    bonuses: shift.bonuses,
    dailyAllowance: shift.dailyAllowance,
    approval: 'unapproved',
    hasDriverEdit: false,
    version: held.version,
    createdAt: '',
    updatedAt: '',
  };
}

function context(isLinked: boolean, vehicles: DriverVehicle[]): DriverContext {
  return {
    driver: isLinked ? { id: DRIVER_ID, firstName: 'Aino', lastName: 'Ajaja', employeeNumber: '7', defaultVehicleId: null } : null,
    group: null,
    permissions: {
      createShifts: true,
      editShifts: true,
      createAbsences: true,
      createContractWork: false,
      createOrSelectRoutes: true,
      chooseBonusesAndAllowance: true,
      chooseVehicles: true,
    },
    organisation: { id: '6f2b8f4e-1c1a-4c1e-9d3e-0000000000a1', name: 'Kuljetus Oy', timeZone: 'Europe/Helsinki' },
    vehicles,
    serverTime: new Date().toISOString(),
  };
}

/** A short name of a text (FNV-1a), as the real server's sha-256 but without the crypto. */
function cursorOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
