import {
  localDateOf,
  localMidnight,
  maintenanceItemsOfDefects,
  nextDate,
  occurrenceDue,
  openState,
  preTripItemLabelKey,
  type PreTripCheck,
  type PreTripCheckInput,
  type PreTripItem,
} from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { fileIdsByClientKeys } from '../files/files.service';
import type { AuthContext } from '../http/access';
import type { ChangeContext } from '../shifts/shift-changes';
import { organisationTimeZone } from '../timesheet/history';
import { catalogueErrors } from '../http/api-error';
import { fleetItemsRepository as items, type FleetLead } from './fleet-items.repository';
import { itemOfRow, preTripRepository as preTrip, type AnswerRow, type CheckRow } from './pre-trip.repository';

/** An error with a message from the pre-trip catalogue, naming the field when one is to blame. */
export const preTripError = catalogueErrors('pre-trip');

interface ListFacts {
  checks: CheckRow[];
  answers: AnswerRow[];
  photos: { check_id: string; position: number; file_id: string }[];
  zone: string;
  lead: FleetLead;
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** The office's list as read, assembled after the read has committed (decision 0021). */
function checksOf(facts: ListFacts, today: string): PreTripCheck[] {
  const answers = groupBy(facts.answers, (row) => row.check_id);
  const photos = groupBy(facts.photos, (row) => `${row.check_id}/${row.position}`);
  return facts.checks.map((check) => ({
    id: check.id,
    vehicleId: check.vehicle_id,
    driverId: check.driver_id,
    driverName: check.driver_name,
    shiftId: check.shift_id,
    at: new Date(check.at).toISOString(),
    status: check.status,
    answers: (answers.get(check.id) ?? []).map((answer) => ({
      item: itemOfRow(answer),
      result: answer.result,
      note: answer.note,
      photos: (photos.get(`${check.id}/${answer.position}`) ?? []).map((photo) => ({
        id: photo.file_id,
        url: `/api/files/${photo.file_id}`,
      })),
      fleetItem:
        answer.fleet_item_id && answer.due_date
          ? {
              id: answer.fleet_item_id,
              dueDate: answer.due_date,
              description: answer.description ?? '',
              state: answer.completed_date
                ? 'done'
                : openState({ dueDate: answer.due_date }, today, undefined, facts.lead),
            }
          : null,
    })),
  }));
}

/**
 * Pre-trip checks (issue 25, decision 0034): the driver app's record of each check, a defect
 * becoming a maintenance item due at once, and the office's list of them.
 */
export function createPreTripChecksService(context: ServiceContext) {
  const { db } = context.database;
  const t = context.translator.t.bind(context.translator);

  return {
    /**
     * Stores a check from the driver app (its sync operation) in the operation's transaction,
     * once per client key: a check stored before answers its id and changes nothing. Each defect
     * becomes a maintenance fleet item due on the check's local date, its description in the
     * language the driver answered in (else their account's); the photos are the files the phone uploaded under the keys it names
     * (a key with no file is left out).
     */
    async record(
      change: Pick<ChangeContext, 'tx' | 'auth'>,
      driverId: string,
      check: PreTripCheckInput,
    ): Promise<string> {
      const { tx, auth } = change;
      const organisationId = auth.organisationId;
      const stored = await preTrip.checkIdOfKey(tx, organisationId, check.clientKey);
      if (stored) return stored;
      if (!(await items.vehicleExists(tx, organisationId, check.vehicleId)))
        throw preTripError(400, 'unknownVehicle', 'vehicleId');
      const checkId = await preTrip.insertCheck(tx, organisationId, { ...check, driverId });
      // Stored by a sync of the same check a moment ago: its answers and items are that one's.
      if (!checkId) {
        const winner = await preTrip.checkIdOfKey(tx, organisationId, check.clientKey);
        if (!winner) throw new Error('pre-trip check neither stored nor found');
        return winner;
      }
      const labelOf = (item: PreTripItem) =>
        item.kind === 'own' ? item.label : t(preTripItemLabelKey(item.key), { lng: check.language ?? auth.language });
      const zone = await organisationTimeZone(tx, organisationId);
      const fleetItemIds = new Map<number, string>();
      for (const { position, item } of maintenanceItemsOfDefects(check, { zone, labelOf })) {
        const seriesId = await items.insertSeries(tx, organisationId, item);
        fleetItemIds.set(
          position,
          await items.insertOccurrence(tx, organisationId, seriesId, 0, occurrenceDue(item.plan, 0)),
        );
      }
      await preTrip.insertAnswers(
        tx,
        organisationId,
        checkId,
        check.answers.map((answer, position) => ({ ...answer, fleetItemId: fleetItemIds.get(position) ?? null })),
      );
      const files = await fileIdsByClientKeys(
        tx,
        organisationId,
        check.answers.flatMap((answer) => answer.photoKeys),
      );
      await preTrip.insertPhotos(
        tx,
        organisationId,
        checkId,
        check.answers.flatMap((answer, position) =>
          answer.photoKeys.flatMap((key, order) => {
            const fileId = files.get(key);
            return fileId ? [{ position, fileId, order }] : [];
          }),
        ),
      );
      return checkId;
    },

    /** GET /api/pre-trip-checks: the checks of the local dates `from` to `to`, newest first. */
    async list(auth: AuthContext, period: { from: string; to: string }): Promise<PreTripCheck[]> {
      const organisationId = auth.organisationId;
      const facts = await withTenant(db, organisationId, async (tx): Promise<ListFacts> => {
        const zone = await organisationTimeZone(tx, organisationId);
        const from = new Date(localMidnight(period.from, zone));
        const until = new Date(localMidnight(nextDate(period.to), zone));
        return {
          checks: await preTrip.checks(tx, organisationId, from, until),
          answers: await preTrip.answers(tx, organisationId, from, until),
          photos: await preTrip.photos(tx, organisationId, from, until),
          zone,
          lead: await items.readLead(tx, organisationId),
        };
      });
      return checksOf(facts, localDateOf(context.now().getTime(), facts.zone));
    },
  };
}
export type PreTripChecksService = ReturnType<typeof createPreTripChecksService>;
