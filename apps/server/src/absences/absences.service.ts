import { randomUUID } from 'node:crypto';
import {
  APPROVER_ONLY_ACTIONS,
  absenceSchema,
  applyApprovalAction,
  type Absence,
  type AbsenceInput,
  type AbsenceUpdate,
  type ApprovalAction,
  type HistoryAction,
  type HistoryEntry,
  type OfficeApprovalAction,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant, type Tx } from '../db/tenant';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { isDriverClient, type AuthContext } from '../http/access';
import { callerScope } from '../timesheet/caller-scope';
import { listHistory, recordChanges, staleVersionError } from '../timesheet/history';
import { checkDriverAbsenceDates } from '../timesheet/driver-times';
import { decodeCursor, pageOf } from '../timesheet/page-cursor';
import { toAbsence, type AbsenceRow } from '../timesheet/records';
import { canSeeDriver, type SupervisionScope } from '../timesheet/supervision';
import {
  absencesRepository,
  type AbsenceContent,
  type AbsenceListQuery,
  type AbsenceState,
} from './absences.repository';
import { queueWebhookEvent } from '../webhook-outbox/queue-webhook-event';

/** Everything a change runs in: one transaction, the caller, what they see, the time. */
export interface ChangeContext {
  tx: Tx;
  auth: AuthContext;
  scope: SupervisionScope;
  now: Date;
}

const contentOf = (input: AbsenceInput | Absence): AbsenceContent => ({
  driverId: input.driverId,
  workType: input.workType,
  kind: input.kind,
  startDate: input.startDate,
  endDate: input.endDate,
  hours: input.hours,
  note: input.note,
});

/**
 * The absence's driver is one the caller may write for. A driver in the driver app writes only
 * their own absences: another driver is 404 to them, as it is invisible.
 */
async function checkDriver({ tx, auth, scope }: ChangeContext, driverId: string): Promise<void> {
  const driver = await tx
    .selectFrom('drivers')
    .select('id')
    .where('organisation_id', '=', auth.organisationId)
    .where('id', '=', driverId)
    .executeTakeFirst();
  if (driver && canSeeDriver(scope, driver.id)) return;
  if (isDriverClient(auth)) throw notFound();
  throw badRequest('shifts:unknownDriver', 'driverId');
}

/** The absence a change starts from: one the caller sees (else 404) at the version they read (else 409). */
async function absenceForChange({ tx, auth, scope }: ChangeContext, id: string, version: number): Promise<AbsenceRow> {
  const row = await absencesRepository.find(tx, auth.organisationId, id, scope, true);
  if (!row) throw notFound();
  if (row.version !== version) throw await staleVersionError(tx, auth, 'absence', id);
  return row;
}

function approvalAfter(row: AbsenceRow, action: ApprovalAction) {
  const result = applyApprovalAction({ approval: row.approval, hasDriverEdit: row.has_driver_edit }, action);
  if (!result.ok) throw conflict(`shifts:approval.${result.refusal}`);
  return result.status;
}

/**
 * Writes one change at the version it was read at and its history (before and after as the
 * API shows them) in the same transaction; answers the absence as it is now.
 */
async function saveChange(
  context: ChangeContext,
  row: AbsenceRow,
  action: HistoryAction,
  change: { content?: AbsenceContent; state: AbsenceState },
): Promise<Absence> {
  const { tx, auth, now } = context;
  if (!(await absencesRepository.update(tx, auth.organisationId, row.id, row.version, now, change)))
    throw await staleVersionError(tx, auth, 'absence', row.id);
  const after = await readStored(tx, auth.organisationId, row.id);
  await recordChanges(tx, auth, [{ itemType: 'absence', itemId: row.id, action, before: toAbsence(row), after }], now);
  return after;
}

/** An absence just written, whoever sees it now. */
async function readStored(tx: Tx, organisationId: string, id: string): Promise<Absence> {
  return toAbsence((await absencesRepository.find(tx, organisationId, id, { all: true }))!);
}

/** The office's copy kept while a driver's edit waits, as the API showed it. */
function officeCopy(row: AbsenceRow): Absence {
  return absenceSchema.parse(row.before_driver_edit);
}

/** A client key seen before: the same driver's upload again is the stored absence, unchanged. */
function knownUpload(existing: AbsenceRow, driverId: string): { absence: Absence; created: false } {
  if (existing.driver_id !== driverId) throw conflict('shifts:clientKeyOtherDriver', 'clientKey');
  return { absence: toAbsence(existing), created: false };
}

/**
 * Stores an absence in the caller's transaction (the driver app's sync writes it together with
 * its operation key); a client key seen before answers the stored absence.
 */
export async function createAbsence(
  ctx: ChangeContext,
  input: AbsenceInput,
): Promise<{ absence: Absence; created: boolean }> {
  await checkDriver(ctx, input.driverId);
  const { tx, auth, now } = ctx;
  await checkDriverAbsenceDates(tx, auth, input, now);
  if (input.clientKey) {
    const existing = await absencesRepository.findByClientKey(tx, auth.organisationId, input.clientKey);
    if (existing) return knownUpload(existing, input.driverId);
  }
  const id = await absencesRepository.insert(
    tx,
    auth.organisationId,
    input.clientKey ?? randomUUID(),
    contentOf(input),
    now,
  );
  const absence = await readStored(tx, auth.organisationId, id);
  await recordChanges(
    tx,
    auth,
    [{ itemType: 'absence', itemId: id, action: 'create', before: null, after: absence }],
    now,
  );
  return { absence, created: true };
}

export function createAbsencesService(context: AppContext) {
  const { db } = context.database;
  const read = <T>(auth: AuthContext, work: (tx: Tx, scope: SupervisionScope) => Promise<T>) =>
    withTenant(db, auth.organisationId, async (tx) => work(tx, await callerScope(tx, auth)));
  const change = <T>(auth: AuthContext, work: (change: ChangeContext) => Promise<T>) =>
    withTenant(db, auth.organisationId, async (tx) =>
      work({ tx, auth, scope: await callerScope(tx, auth), now: context.now() }),
    );

  const create = (auth: AuthContext, input: AbsenceInput) => change(auth, (ctx) => createAbsence(ctx, input));

  return {
    list(auth: AuthContext, query: AbsenceListQuery & { cursor?: string | undefined }) {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 2);
      return read(auth, async (tx, scope) => {
        const rows = await absencesRepository.list(tx, auth.organisationId, scope, query, after);
        return pageOf(rows, query.limit, toAbsence, (row) => [row.start_date, row.id]);
      });
    },

    get(auth: AuthContext, id: string): Promise<Absence> {
      return read(auth, async (tx, scope) => {
        const row = await absencesRepository.find(tx, auth.organisationId, id, scope);
        if (!row) throw notFound();
        return toAbsence(row);
      });
    },

    history(auth: AuthContext, id: string): Promise<HistoryEntry[]> {
      return read(auth, async (tx, scope) => {
        if (!(await absencesRepository.find(tx, auth.organisationId, id, scope))) throw notFound();
        return listHistory(tx, auth.organisationId, 'absence', id);
      });
    },

    /** 201 for a new absence; the same client key again answers the stored one (200). */
    async create(auth: AuthContext, input: AbsenceInput): Promise<{ absence: Absence; created: boolean }> {
      try {
        return await create(auth, input);
      } catch (error) {
        // Two uploads of one key at once: the loser answers what the winner stored.
        if (!isUniqueViolation(error) || !input.clientKey) throw error;
        return create(auth, input);
      }
    },

    /**
     * The office's change is checked again (unapproved); refused while approved or while a
     * driver's edit waits. The driver's own change is flagged, and the first one keeps the
     * office's version so that rejecting it can restore it.
     */
    update(auth: AuthContext, id: string, input: AbsenceUpdate): Promise<Absence> {
      return change(auth, async (ctx) => {
        const row = await absenceForChange(ctx, id, input.version);
        await checkDriver(ctx, input.driverId);
        await checkDriverAbsenceDates(ctx.tx, auth, input, ctx.now);
        if (!isDriverClient(auth)) {
          const status = approvalAfter(row, 'officeEdit');
          return saveChange(ctx, row, 'update', {
            content: contentOf(input),
            state: { approval: status.approval, has_driver_edit: status.hasDriverEdit },
          });
        }
        const status = approvalAfter(row, 'driverEdit');
        const keep = row.has_driver_edit ? {} : { before_driver_edit: JSON.stringify(toAbsence(row)) };
        return saveChange(ctx, row, 'driverEdit', {
          content: contentOf(input),
          state: { approval: status.approval, has_driver_edit: status.hasDriverEdit, ...keep },
        });
      });
    },

    /** An approved absence stays until its approval is removed. */
    remove(auth: AuthContext, id: string, version: number): Promise<void> {
      return change(auth, async (ctx) => {
        const row = await absenceForChange(ctx, id, version);
        if (row.approval === 'approved') throw conflict('shifts:approval.itemApproved');
        if (!(await absencesRepository.delete(ctx.tx, auth.organisationId, id, version)))
          throw await staleVersionError(ctx.tx, auth, 'absence', id);
        await recordChanges(
          ctx.tx,
          auth,
          [{ itemType: 'absence', itemId: id, action: 'delete', before: toAbsence(row), after: null }],
          ctx.now,
        );
      });
    },

    /** Check, approve and review a driver's edit (spec section 4); the office's actions only. */
    approval(auth: AuthContext, id: string, action: OfficeApprovalAction, version: number): Promise<Absence> {
      if (isDriverClient(auth) || (APPROVER_ONLY_ACTIONS.includes(action) && auth.role === 'User'))
        return Promise.reject(forbidden());
      return change(auth, async (ctx) => {
        const row = await absenceForChange(ctx, id, version);
        const status = approvalAfter(row, action);
        const state: AbsenceState = { approval: status.approval, has_driver_edit: status.hasDriverEdit };
        if (action === 'acceptDriverEdit')
          return saveChange(ctx, row, action, { state: { ...state, before_driver_edit: null } });
        if (action === 'rejectDriverEdit')
          return saveChange(ctx, row, action, {
            content: contentOf(officeCopy(row)),
            state: { ...state, before_driver_edit: null },
          });
        const saved = await saveChange(ctx, row, action, { state });
        if (action === 'approve')
          await queueWebhookEvent(ctx.tx, auth.organisationId, 'absenceApproved', {
            absenceId: saved.id,
            driverId: saved.driverId,
          });
        return saved;
      });
    },
  };
}
