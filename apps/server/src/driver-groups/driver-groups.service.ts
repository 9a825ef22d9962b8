import { DEFAULT_DRIVER_APP_PERMISSIONS, type DriverGroup, type DriverGroupInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { nameList, organisationDataError } from '../http/organisation-data-errors';
import { driverGroupsRepository, type DriverGroupQuestionRow, type DriverGroupRow } from './driver-groups.repository';

function toDriverGroup(row: DriverGroupRow, questions: DriverGroupQuestionRow[]): DriverGroup {
  const thresholds = row.thresholds;
  return {
    id: row.id,
    name: row.name,
    guaranteedHours: row.guaranteed_hours,
    standardWorkingHours: row.standard_working_hours,
    thresholds: {
      dailyHours: thresholds.dailyHours ?? null,
      weeklyHours: thresholds.weeklyHours ?? null,
      periodHours: thresholds.periodHours ?? null,
    },
    customQuestions: questions
      .filter((q) => q.driver_group_id === row.id)
      .map((q) => ({ workType: q.work_type, text: q.text, unit: q.unit })),
    paidBreakType: row.paid_break_type,
    paidBreakLimitMinutes: row.paid_break_limit_minutes,
    deviceLock: row.device_lock,
    permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS, ...row.permissions },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function withQuestions(tx: Tx, organisationId: string, row: DriverGroupRow) {
  return toDriverGroup(row, await driverGroupsRepository.questions(tx, organisationId, [row.id]));
}

export function createDriverGroupsService(context: AppContext) {
  const { db } = context.database;
  /**
   * Group names are unique per organisation, ignoring case (index of migration 0005). The schema
   * already refuses repeated work types; their key is the last guard against a race.
   */
  const translateWriteError = (error: unknown): never => {
    if (!isUniqueViolation(error)) throw error;
    if ((error as { constraint?: string }).constraint === 'driver_groups_name_unique')
      throw organisationDataError(409, 'driverGroupNameTaken', 'name');
    throw organisationDataError(409, 'duplicateWorkType', 'customQuestions');
  };

  return {
    async list(auth: AuthContext) {
      return withTenant(db, auth.organisationId, async (tx) => {
        const rows = await driverGroupsRepository.list(tx, auth.organisationId);
        const questions = await driverGroupsRepository.questions(
          tx,
          auth.organisationId,
          rows.map((r) => r.id),
        );
        return rows.map((row) => toDriverGroup(row, questions));
      });
    },

    async get(auth: AuthContext, id: string) {
      return withTenant(db, auth.organisationId, async (tx) => {
        const row = await driverGroupsRepository.find(tx, auth.organisationId, id);
        if (!row) throw notFound();
        return withQuestions(tx, auth.organisationId, row);
      });
    },

    async create(auth: AuthContext, input: DriverGroupInput) {
      return withTenant(db, auth.organisationId, async (tx) => {
        const row = await driverGroupsRepository.create(tx, auth.organisationId, input);
        await driverGroupsRepository.replaceQuestions(tx, auth.organisationId, row.id, input.customQuestions);
        return withQuestions(tx, auth.organisationId, row);
      }).catch(translateWriteError);
    },

    async update(auth: AuthContext, id: string, input: DriverGroupInput) {
      return withTenant(db, auth.organisationId, async (tx) => {
        const row = await driverGroupsRepository.update(tx, auth.organisationId, id, input);
        if (!row) throw notFound();
        await driverGroupsRepository.replaceQuestions(tx, auth.organisationId, id, input.customQuestions);
        return withQuestions(tx, auth.organisationId, row);
      }).catch(translateWriteError);
    },

    /** A group with drivers stays: its drivers would lose their rules silently. */
    async remove(auth: AuthContext, id: string) {
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await driverGroupsRepository.find(tx, auth.organisationId, id))) throw notFound();
        const drivers = await driverGroupsRepository.countDrivers(tx, auth.organisationId, id);
        if (drivers.length > 0)
          throw organisationDataError(409, 'driverGroupInUse', undefined, { names: nameList(drivers) });
        await driverGroupsRepository.delete(tx, auth.organisationId, id);
      });
    },
  };
}
