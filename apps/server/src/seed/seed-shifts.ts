import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { shiftInputSchema, type ShiftInput } from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant, type Tx } from '../db/tenant';
import { organisationTimeZone } from '../timesheet/history';
import { selectAbsenceRows, selectShiftRows, toAbsence, toShifts } from '../timesheet/records';
import { DEMO_DRIVERS, DEMO_VEHICLES } from './demo-organisation-data';
import { demoPlans, type RawEvent, type ShiftPlan } from './demo-shift-plans';
import { insertAbsences } from './seed-absences';
import { approvalSteps, snapshots, writeHistory, type ItemStory, type StoryStep } from './seed-shift-history';

const MINUTE = 60_000;
const CHUNK = 500;

/** Multi-row inserts, a few hundred rows a statement (PostgreSQL allows 65 535 parameters). */
async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The demo's ids by employee number and vehicle code, for those the organisation has. */
async function knownIds(tx: Tx, organisationId: string) {
  const drivers = new Set(
    (
      await tx
        .selectFrom('drivers')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where(
          'id',
          'in',
          DEMO_DRIVERS.map((d) => d.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  const vehicles = new Set(
    (
      await tx
        .selectFrom('vehicles')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where(
          'id',
          'in',
          DEMO_VEHICLES.map((v) => v.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  const driverIdOf = new Map(
    DEMO_DRIVERS.filter((d) => drivers.has(d.id)).map((d) => [String(d.input.employeeNumber), d.id]),
  );
  const vehicleIdOf = new Map(
    DEMO_VEHICLES.filter((v) => vehicles.has(v.id)).map((v) => [String(v.input.vehicleCode), v.id]),
  );
  return { driverIdOf, vehicleIdOf };
}

async function takenClientKeys(tx: Tx, organisationId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const shifts = await tx
    .selectFrom('shifts')
    .select('client_key')
    .where('organisation_id', '=', organisationId)
    .where('client_key', 'in', keys)
    .execute();
  const absences = await tx
    .selectFrom('absences')
    .select('client_key')
    .where('organisation_id', '=', organisationId)
    .where('client_key', 'in', keys)
    .execute();
  return new Set([...shifts, ...absences].map((row) => row.client_key));
}

/** A plan as the shift API takes it; a plan the domain refuses stops the seeding. */
function shiftInput(
  plan: ShiftPlan,
  driverId: string,
  vehicleIdOf: Map<string, string>,
  events: RawEvent[] = plan.events,
): ShiftInput {
  return shiftInputSchema.parse({
    driverId,
    clientKey: plan.clientKey,
    vehicleIds: plan.vehicleCodes.flatMap((code) => vehicleIdOf.get(code) ?? []),
    events,
    startKm: plan.startKm,
    endKm: plan.endKm,
    consumptionLitres: plan.consumptionLitres,
    bonuses: plan.bonuses,
    dailyAllowance: plan.dailyAllowance,
  });
}

/** When each item was written and changed: a completed shift is sent five minutes after it ends. */
function shiftSteps(plan: ShiftPlan, input: ShiftInput, officeInput: ShiftInput | undefined): StoryStep[] {
  const last = input.events.at(-1)!;
  const sentAt = new Date(Date.parse(last.end ?? input.events[0]!.start) + 5 * MINUTE);
  if (plan.story === 'approved') return approvalSteps('approved', sentAt);
  if (plan.story === 'driverEdit' && officeInput) {
    const officeEnd = officeInput.events.at(-1)!.end!;
    return [
      {
        action: 'create',
        by: 'user@demo.test',
        at: new Date(Date.parse(officeEnd) + 40 * MINUTE),
        approval: 'unapproved',
        differences: { end: officeEnd, hasDriverEdit: false },
      },
      {
        action: 'driverEdit',
        by: 'driver1@demo.test',
        at: new Date(sentAt.getTime() + 3 * 60 * MINUTE),
        approval: 'unapproved',
      },
    ];
  }
  return [{ action: 'create', by: 'driver1@demo.test', at: sentAt, approval: plan.approval }];
}

async function insertShifts(
  tx: Tx,
  organisationId: string,
  plans: readonly ShiftPlan[],
  ids: Awaited<ReturnType<typeof knownIds>>,
): Promise<ItemStory[]> {
  const shiftRows = [];
  const eventRows = [];
  const vehicleRows = [];
  const stories: ItemStory[] = [];
  for (const plan of plans) {
    const driverId = ids.driverIdOf.get(plan.employeeNumber)!;
    const input = shiftInput(plan, driverId, ids.vehicleIdOf);
    const officeInput = plan.officeEvents && shiftInput(plan, driverId, ids.vehicleIdOf, plan.officeEvents);
    const steps = shiftSteps(plan, input, officeInput);
    const id = randomUUID();
    shiftRows.push({
      organisation_id: organisationId,
      id,
      client_key: plan.clientKey,
      driver_id: driverId,
      start_at: input.events[0]!.start,
      end_at: input.events.at(-1)!.end,
      start_km: input.startKm,
      end_km: input.endKm,
      consumption_litres: input.consumptionLitres,
      bonuses: JSON.stringify(input.bonuses),
      daily_allowance: input.dailyAllowance,
      approval: plan.approval,
      has_driver_edit: plan.story === 'driverEdit',
      version: plan.story ? steps.length : 1,
      created_at: steps[0]!.at,
      updated_at: steps.at(-1)!.at,
    });
    eventRows.push(
      ...input.events.map((event) => ({
        organisation_id: organisationId,
        shift_id: id,
        work_type: event.workType,
        start_at: event.start,
        end_at: event.end,
        answer: event.answer,
      })),
    );
    vehicleRows.push(
      ...input.vehicleIds.map((vehicleId, position) => ({
        organisation_id: organisationId,
        shift_id: id,
        vehicle_id: vehicleId,
        position,
      })),
    );
    if (plan.story)
      stories.push({
        itemType: 'shift',
        itemId: id,
        final: { version: steps.length },
        steps,
        ...(officeInput ? { officeEventCount: officeInput.events.length } : {}),
      });
  }
  await insertChunked(shiftRows, (chunk) => tx.insertInto('shifts').values(chunk).execute());
  await insertChunked(eventRows, (chunk) => tx.insertInto('shift_events').values(chunk).execute());
  await insertChunked(vehicleRows, (chunk) => tx.insertInto('shift_vehicles').values(chunk).execute());
  return stories;
}

/**
 * Reads the new items back in the API's shapes, so the history and the office's version of the
 * driver-edited shift say exactly what the API would have shown.
 */
async function finalShapes(tx: Tx, organisationId: string, stories: ItemStory[]): Promise<ItemStory[]> {
  const shiftIds = stories.filter((s) => s.itemType === 'shift').map((s) => s.itemId);
  const absenceIds = stories.filter((s) => s.itemType === 'absence').map((s) => s.itemId);
  const shifts = shiftIds.length
    ? await toShifts(
        tx,
        organisationId,
        await selectShiftRows(tx, organisationId).where('shifts.id', 'in', shiftIds).execute(),
      )
    : [];
  const absences = absenceIds.length
    ? (await selectAbsenceRows(tx, organisationId).where('absences.id', 'in', absenceIds).execute()).map(toAbsence)
    : [];
  const byId = new Map<string, { id: string; version: number; events?: unknown[] }>(
    [...shifts, ...absences].map((item) => [item.id, item]),
  );
  return stories.map(({ officeEventCount, ...story }) => {
    const final = byId.get(story.itemId)!;
    if (officeEventCount === undefined) return { ...story, final };
    // The office's version had the events the driver kept (the first ones), and its own end.
    const office = {
      ...story.steps[0]!,
      differences: { ...story.steps[0]!.differences, events: final.events!.slice(0, officeEventCount) },
    };
    return { ...story, final, steps: [office, ...story.steps.slice(1)] };
  });
}

/**
 * Four weeks of the demo drivers' shifts and absences (demo-shift-plans.ts), checked with the
 * domain's schemas and written in bulk in one tenant transaction, with a few history rows. A
 * client key already there is left alone, so a second seeding on the same day adds nothing.
 */
export async function seedDemoShifts(
  db: Kysely<Database>,
  organisationId: string,
  now: Date,
): Promise<{ shifts: number; absences: number }> {
  return withTenant(db, organisationId, async (tx) => {
    const plans = demoPlans(now, await organisationTimeZone(tx, organisationId));
    const ids = await knownIds(tx, organisationId);
    const taken = await takenClientKeys(
      tx,
      organisationId,
      [...plans.shifts, ...plans.absences].map((p) => p.clientKey),
    );
    const isNew = (plan: { clientKey: string; employeeNumber: string }) =>
      ids.driverIdOf.has(plan.employeeNumber) && !taken.has(plan.clientKey);
    const shifts = plans.shifts.filter(isNew);
    const absences = plans.absences.filter(isNew);
    const stories = [
      ...(await insertShifts(tx, organisationId, shifts, ids)),
      ...(await insertAbsences(tx, organisationId, absences, ids.driverIdOf, now)),
    ];
    const told = await finalShapes(tx, organisationId, stories);
    for (const story of told.filter(
      (s) => s.itemType === 'shift' && s.steps.some((step) => step.action === 'driverEdit'),
    )) {
      const [office] = snapshots(story.final, story.steps);
      await tx
        .updateTable('shifts')
        .set({ before_driver_edit: JSON.stringify(office) })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', story.itemId)
        .execute();
    }
    await writeHistory(tx, organisationId, told);
    return { shifts: shifts.length, absences: absences.length };
  });
}
