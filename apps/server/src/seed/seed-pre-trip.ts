import type { Kysely } from 'kysely';
import { createTranslator } from '@rahti/i18n/node';
import {
  allFeatures,
  isVehicleClass,
  PRE_TRIP_DEFAULT_CHECKLISTS,
  preTripCheckInputSchema,
  type PreTripItem,
} from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { createDatabaseFileStorage, type FileStorage } from '../files/file-storage';
import { createPreTripChecksService } from '../fleet/pre-trip-checks.service';
import { preTripRepository } from '../fleet/pre-trip.repository';
import type { AuthContext } from '../http/access';
import { demoTyrePhoto } from './demo-defect-photo';

const DAY_MS = 86_400_000;
/** The demo's trucks carry a tail lift: the organisation's own item on the truck list. */
const TAIL_LIFT: PreTripItem = { kind: 'own', key: 'own-takalaita', label: 'Takalaitanostin' };
const TRUCK_LIST: PreTripItem[] = [...PRE_TRIP_DEFAULT_CHECKLISTS[3], TAIL_LIFT];
const PHOTO_KEY = 'demo-tyre-photo';
const TYRE_NOTE = 'Vasemman etupyörän kyljessä syvä viilto, vaihdettava ennen ajoa';

/** How the checks of the latest shifts were answered, newest first. */
const ANSWERING = ['defect', 'ok', 'skipped', 'ok', 'ok'] as const;

/**
 * The demo's pre-trip checks (issue 25): the truck list with the organisation's own item, and
 * checks of the latest shifts of the last four days, as a phone sends them through the same
 * service: the newest with a cut tyre and its photo (a maintenance item due that day), one
 * skipped, the rest all OK. Added only when the organisation has no check.
 */
export async function seedDemoPreTrip(
  db: Kysely<Database>,
  organisationId: string,
  now: Date,
  storage: FileStorage = createDatabaseFileStorage(db),
): Promise<string[]> {
  const org = organisationId;
  const shifts = await withTenant(db, org, async (tx) => {
    if (await tx.selectFrom('pre_trip_checks').select('id').where('organisation_id', '=', org).executeTakeFirst())
      return null;
    await preTripRepository.saveChecklist(tx, org, 3, TRUCK_LIST, null);
    return tx
      .selectFrom('shifts as s')
      .innerJoin('shift_vehicles as sv', (join) =>
        join.onRef('sv.organisation_id', '=', 's.organisation_id').onRef('sv.shift_id', '=', 's.id'),
      )
      .innerJoin('vehicles as v', (join) =>
        join.onRef('v.organisation_id', '=', 'sv.organisation_id').onRef('v.id', '=', 'sv.vehicle_id'),
      )
      .select(['s.client_key', 's.driver_id', 's.start_at', 'v.id as vehicle_id', 'v.vehicle_class'])
      .where('s.organisation_id', '=', org)
      .where('sv.position', '=', 0)
      .where('v.vehicle_class', 'not in', [5, 6])
      .where('s.start_at', '>=', new Date(now.getTime() - 4 * DAY_MS))
      .where('s.start_at', '<', now)
      .orderBy('s.start_at', 'desc')
      .limit(ANSWERING.length)
      .execute();
  });
  if (!shifts || shifts.length === 0) return [];

  await storage.put(org, {
    clientKey: PHOTO_KEY,
    contentType: 'image/jpeg',
    bytes: demoTyrePhoto(),
    createdBy: null,
  });
  const checks = createPreTripChecksService({ database: { db }, now: () => now, translator: createTranslator() });
  // The drivers write in Finnish: the maintenance items' descriptions come out in it.
  const auth = { organisationId: org, language: 'fi', features: allFeatures() } as AuthContext;
  for (const [index, shift] of shifts.entries()) {
    const answering = ANSWERING[index] ?? 'ok';
    const items =
      shift.vehicle_class === 3 || !isVehicleClass(shift.vehicle_class)
        ? TRUCK_LIST
        : PRE_TRIP_DEFAULT_CHECKLISTS[shift.vehicle_class];
    const check = preTripCheckInputSchema.parse({
      clientKey: `demo-pre-trip-${shift.client_key}`,
      vehicleId: shift.vehicle_id,
      shiftClientKey: shift.client_key,
      at: new Date(new Date(shift.start_at).getTime() + 4 * 60_000).toISOString(),
      status: answering === 'skipped' ? 'skipped' : 'done',
      answers:
        answering === 'skipped'
          ? []
          : items.map((item) =>
              answering === 'defect' && item.key === 'tyres'
                ? { item, result: 'defect', note: TYRE_NOTE, photoKeys: [PHOTO_KEY] }
                : { item, result: 'ok' },
            ),
    });
    await withTenant(db, org, (tx) => checks.record({ tx, auth }, shift.driver_id, check));
  }
  return [`${shifts.length} pre-trip checks (one with a cut tyre and its photo, one skipped) and a truck checklist`];
}
