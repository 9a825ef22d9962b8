import { randomUUID } from 'node:crypto';
import { absenceInputSchema } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import type { AbsencePlan } from './demo-absence-plans';
import { approvalSteps, type ItemStory } from './seed-shift-history';

const DAY = 24 * 60 * 60 * 1000;

/** The demo's absences, checked with the domain's schema, in one insert; each with its history. */
export async function insertAbsences(
  tx: Tx,
  organisationId: string,
  plans: readonly AbsencePlan[],
  driverIdOf: Map<string, string>,
  now: Date,
): Promise<ItemStory[]> {
  const stories: ItemStory[] = [];
  const rows = plans.map((plan) => {
    const input = absenceInputSchema.parse({ ...plan, driverId: driverIdOf.get(plan.employeeNumber) });
    // Entered on its first morning; a holiday weeks before.
    const enteredAt = new Date(
      Math.min(now.getTime(), Date.parse(`${input.startDate}T05:30:00Z`) - (input.workType === 18 ? 30 * DAY : 0)),
    );
    const steps = approvalSteps(plan.approval, enteredAt);
    const id = randomUUID();
    stories.push({ itemType: 'absence', itemId: id, final: { version: steps.length }, steps });
    return {
      organisation_id: organisationId,
      id,
      client_key: plan.clientKey,
      driver_id: input.driverId,
      work_type: input.workType,
      kind: input.kind,
      start_date: input.startDate,
      end_date: input.endDate,
      hours: input.hours,
      note: input.note,
      approval: plan.approval,
      version: steps.length,
      created_at: steps[0]!.at,
      updated_at: steps.at(-1)!.at,
    };
  });
  if (rows.length > 0) await tx.insertInto('absences').values(rows).execute();
  return stories;
}
