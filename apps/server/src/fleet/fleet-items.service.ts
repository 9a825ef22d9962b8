import {
  addDays,
  documentState,
  FLEET_LIMITS,
  localDateOf,
  nextOccurrence,
  occurrenceDue,
  type CompleteAnswer,
  type FleetItemComplete,
  type FleetItemCreate,
  type FleetItemPlan,
  type FleetItemEntry,
  type FleetItemUpdate,
  type FleetPage,
  type FleetSettings,
  type OdometerReadingDto,
  type OdometerReadingInput,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { DatabaseKind } from '../db/database';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import { isMachineCaller, type AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { fleetError } from './fleet-errors';
import { entryOf, latestCompletions, odometersOf, planOfRow, rowOf, type DueContext } from './fleet-item-entries';
import {
  fleetItemsRepository as items,
  type EntryRow,
  type FleetLead,
  type OccurrenceRow,
} from './fleet-items.repository';

/** What the states are computed from, read in the transaction; the computing happens after it. */
interface StateFacts {
  at: Date;
  zone: string;
  lead: FleetLead;
  readings: Awaited<ReturnType<typeof items.readings>>;
}

async function readFacts(
  tx: Tx,
  organisationId: string,
  rows: EntryRow[],
  at: Date,
  database: DatabaseKind,
): Promise<StateFacts> {
  const vehicleIds = [...new Set(rows.filter((row) => row.due_type === 'distance').map((row) => row.vehicle_id))];
  const zone = await organisationTimeZone(tx, organisationId);
  const lead = await items.readLead(tx, organisationId);
  return { at, zone, lead, readings: await items.readings(tx, organisationId, vehicleIds, at, database) };
}

function contextOf(facts: StateFacts): DueContext {
  const at = facts.at.getTime();
  return { at, today: localDateOf(at, facts.zone), lead: facts.lead, odometers: odometersOf(facts.readings, at) };
}

/**
 * A changed date plan counts from its open occurrence: PUT's `dueDate` is that occurrence's date,
 * and the repeats run on from it. Left as it was (date and repeat), the series keeps its first
 * date, so a monthly item first due on the 31st still comes back to the 31st after February.
 */
function rebased(plan: FleetItemPlan, before: OccurrenceRow, open: OccurrenceRow | undefined): FleetItemPlan {
  if (plan.dueType !== 'time') return plan;
  const was = planOfRow(before);
  const sameRepeat =
    was.dueType === 'time' &&
    was.repeatEvery?.unit === plan.repeatEvery?.unit &&
    was.repeatEvery?.count === plan.repeatEvery?.count;
  if (was.dueType === 'time' && sameRepeat && (!open || open.due_date === plan.dueDate))
    return { ...plan, dueDate: was.dueDate, baseSequence: was.baseSequence ?? 0 };
  return { ...plan, baseSequence: open?.sequence ?? 0 };
}

const settingsOf = (lead: FleetLead): FleetSettings => ({
  dueSoonDays: lead.days,
  dueSoonKm: lead.km,
  documentLeadDays: lead.documentDays,
});

/** Who did it, when a person did: an API client's id is not a user's. */
const personOf = (auth: AuthContext) => (isMachineCaller(auth) ? null : auth.userId);

/**
 * Fleet items (issue 25): maintenance, inspections and tyre changes by date or km, their states
 * on a day, completion with the next occurrence, and its undo; the odometer readings they use.
 */
export function createFleetItemsService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: Pick<AuthContext, 'organisationId'>, work: (tx: Tx) => Promise<T>) =>
    withTenant(db, auth.organisationId, work);
  const momentOf = (at: string | undefined) => (at ? new Date(at) : context.now());

  async function entriesOf(tx: Tx, auth: AuthContext, rows: OccurrenceRow[]): Promise<StateFacts> {
    return readFacts(tx, auth.organisationId, rows, context.now(), context.database.kind);
  }

  /** The vehicle's km now, to check a first threshold against (spec section 5). */
  async function currentKm(tx: Tx, auth: AuthContext, vehicleId: string): Promise<number | undefined> {
    const [readings] = await items.readings(tx, auth.organisationId, [vehicleId], context.now(), context.database.kind);
    return readings?.latest_km ?? undefined;
  }

  async function checkItem(tx: Tx, auth: AuthContext, item: FleetItemCreate, before?: OccurrenceRow) {
    if (!(await items.vehicleExists(tx, auth.organisationId, item.vehicleId)))
      throw fleetError(400, 'unknownVehicle', 'vehicleId');
    const plan = item.plan;
    if (plan.dueType !== 'distance') return;
    if (
      before &&
      before.due_type === 'distance' &&
      before.first_km === plan.firstKm &&
      before.vehicle_id === item.vehicleId
    )
      return;
    const km = await currentKm(tx, auth, item.vehicleId);
    if (km !== undefined && plan.firstKm < km) throw fleetError(400, 'firstBelowCurrent', 'firstKm', { km });
  }

  async function readOwn(tx: Tx, auth: AuthContext, id: string, forUpdate = false): Promise<OccurrenceRow> {
    const row = await items.read(tx, auth.organisationId, id, forUpdate);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** GET /api/fleet-items (the contract): every occurrence with its state at `at`. */
    async list(auth: AuthContext, at?: string): Promise<FleetItemEntry[]> {
      const moment = momentOf(at);
      const { rows, facts } = await inTenant(auth, async (tx) => {
        const rows = await items.listEntries(tx, auth.organisationId, context.database.kind);
        return { rows, facts: await readFacts(tx, auth.organisationId, rows, moment, context.database.kind) };
      });
      const due = contextOf(facts);
      return rows.map((row) => entryOf(row, due));
    },

    /**
     * The fleet-management page: the rows with their series and completion, and the lead. Only the
     * organisation is needed, so the weekly mail and the calendar feed read the same answer.
     */
    async page(auth: Pick<AuthContext, 'organisationId'>, at?: string): Promise<FleetPage> {
      const moment = momentOf(at);
      const { rows, facts, documents } = await inTenant(auth, async (tx) => {
        const rows = await items.list(tx, auth.organisationId);
        const facts = await readFacts(tx, auth.organisationId, rows, moment, context.database.kind);
        // The lead reaches at most a year ahead: the list reads no further.
        const until = addDays(localDateOf(moment.getTime(), facts.zone), FLEET_LIMITS.dueSoonDaysMax);
        return { rows, facts, documents: await items.expiringLicences(tx, auth.organisationId, until) };
      });
      const due = contextOf(facts);
      const latestDone = latestCompletions(rows);
      return {
        today: due.today,
        settings: settingsOf(facts.lead),
        items: rows.map((row) => rowOf(row, due, latestDone)),
        documents: documents.flatMap((licence) => {
          const state = documentState(licence.expires_on ?? '', due.today, facts.lead.documentDays);
          return state
            ? [
                {
                  driverId: licence.driver_id,
                  driverName: licence.driver_name ?? '',
                  code: licence.code,
                  expiresOn: licence.expires_on ?? '',
                  state,
                },
              ]
            : [];
        }),
      };
    },

    async create(auth: AuthContext, input: FleetItemCreate): Promise<FleetItemEntry> {
      const { row, facts } = await inTenant(auth, async (tx) => {
        await checkItem(tx, auth, input);
        const seriesId = await items.insertSeries(tx, auth.organisationId, input);
        const id = await items.insertOccurrence(tx, auth.organisationId, seriesId, 0, occurrenceDue(input.plan, 0));
        const row = await readOwn(tx, auth, id);
        return { row, facts: await entriesOf(tx, auth, [row]) };
      });
      return entryOf(row, contextOf(facts));
    },

    /** Saves the series as read at `version`; its open occurrence moves to the changed plan. */
    async update(auth: AuthContext, id: string, input: FleetItemUpdate): Promise<FleetItemEntry> {
      const { row, facts } = await inTenant(auth, async (tx) => {
        const before = await readOwn(tx, auth, id, true);
        if (before.version !== input.version) throw fleetError(409, 'versionConflict', 'version');
        await checkItem(tx, auth, input, before);
        const series = await items.list(tx, auth.organisationId, { seriesId: before.series_id });
        const open = series.find((occurrence) => occurrence.completed_date === null);
        const plan = rebased(input.plan, before, open);
        if (!(await items.updateSeries(tx, auth.organisationId, before.series_id, input.version, { ...input, plan })))
          throw fleetError(409, 'versionConflict', 'version');
        if (open) await items.setDue(tx, auth.organisationId, open.id, occurrenceDue(plan, open.sequence));
        const row = await readOwn(tx, auth, id);
        return { row, facts: await entriesOf(tx, auth, [row]) };
      });
      return entryOf(row, contextOf(facts));
    },

    /** Removes the item: its series with every occurrence, done ones included. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await inTenant(auth, async (tx) => {
        const row = await readOwn(tx, auth, id, true);
        await items.deleteSeries(tx, auth.organisationId, row.series_id);
      });
    },

    /**
     * Marks an open occurrence done with its date, km and cost (the planned cost unless given),
     * and adds the series' next occurrence, if it has one.
     */
    async complete(auth: AuthContext, id: string, body: FleetItemComplete): Promise<CompleteAnswer> {
      const { rows, facts } = await inTenant(auth, async (tx) => {
        const row = await readOwn(tx, auth, id, true);
        if (row.completed_date !== null) throw fleetError(409, 'alreadyDone');
        await items.setCompletion(tx, auth.organisationId, id, {
          date: body.date,
          km: body.km ?? null,
          cost: body.cost ?? row.cost,
          by: personOf(auth),
        });
        await items.bumpVersion(tx, auth.organisationId, row.series_id);
        const next = nextOccurrence(planOfRow(row), row.sequence);
        const rows = [await readOwn(tx, auth, id)];
        if (next) {
          const nextId = await items.insertOccurrence(tx, auth.organisationId, row.series_id, row.sequence + 1, next);
          rows.push(await readOwn(tx, auth, nextId));
        }
        return { rows, facts: await entriesOf(tx, auth, rows) };
      });
      const due = contextOf(facts);
      const [completed, next] = rows.map((row) => entryOf(row, due));
      return { completed: completed as FleetItemEntry, next: next ?? null };
    },

    /** Undoes the series' latest completion: the occurrence is open again and the one it added is gone. */
    async undo(auth: AuthContext, id: string): Promise<FleetItemEntry> {
      const { row, facts } = await inTenant(auth, async (tx) => {
        const done = await readOwn(tx, auth, id, true);
        if (done.completed_date === null) throw fleetError(409, 'notDone');
        const later = (await items.list(tx, auth.organisationId, { seriesId: done.series_id, forUpdate: true })).filter(
          (occurrence) => occurrence.sequence > done.sequence,
        );
        if (later.some((occurrence) => occurrence.completed_date !== null)) throw fleetError(409, 'laterDone');
        await items.deleteOccurrences(
          tx,
          auth.organisationId,
          later.map((occurrence) => occurrence.id),
        );
        await items.setCompletion(tx, auth.organisationId, id, null);
        await items.bumpVersion(tx, auth.organisationId, done.series_id);
        const row = await readOwn(tx, auth, id);
        return { row, facts: await entriesOf(tx, auth, [row]) };
      });
      return entryOf(row, contextOf(facts));
    },

    /** POST /api/vehicles/{id}/odometer: a reading typed by hand. */
    async addReading(auth: AuthContext, vehicleId: string, input: OdometerReadingInput): Promise<OdometerReadingDto> {
      const at = new Date(input.at);
      await inTenant(auth, async (tx) => {
        if (!(await items.vehicleExists(tx, auth.organisationId, vehicleId))) throw notFound();
        await items.insertReading(tx, auth.organisationId, {
          vehicleId,
          at,
          km: input.km,
          source: 'manual',
          by: personOf(auth),
        });
      });
      return { vehicleId, at: at.toISOString(), km: input.km, source: 'manual' };
    },

    async settings(auth: AuthContext): Promise<FleetSettings> {
      return settingsOf(await inTenant(auth, (tx) => items.readLead(tx, auth.organisationId)));
    },

    async saveSettings(auth: AuthContext, settings: FleetSettings): Promise<FleetSettings> {
      await inTenant(auth, (tx) =>
        items.saveLead(tx, auth.organisationId, {
          days: settings.dueSoonDays,
          km: settings.dueSoonKm,
          documentDays: settings.documentLeadDays,
        }),
      );
      return settings;
    },
  };
}
