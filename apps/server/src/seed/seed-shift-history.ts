import type { ApprovalState, HistoryAction } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/**
 * The demo's history rows (timesheet_changes): a few items carry the steps that led to their
 * state, each with the item as it was before and after in the API's shape, as the services
 * record them.
 */

/** Ulla User keeps the timesheets, Aino Admin approves, Diego Driver edits in the driver app. */
const ACTORS = ['user@demo.test', 'admin@demo.test', 'driver1@demo.test'] as const;
export type DemoActor = (typeof ACTORS)[number];

export interface StoryStep {
  action: HistoryAction;
  by: DemoActor;
  at: Date;
  approval: ApprovalState;
  /** How the item differed from its final state after this step (e.g. the office's events). */
  differences?: Record<string, unknown>;
}

const DAY = 24 * 60 * 60 * 1000;

/** Created, then checked by the clerk and approved by the Admin the next morning, as far as `approval` says. */
export function approvalSteps(approval: ApprovalState, createdAt: Date, by: DemoActor = 'user@demo.test'): StoryStep[] {
  const steps: StoryStep[] = [{ action: 'create', by, at: createdAt, approval: 'unapproved' }];
  if (approval !== 'unapproved')
    steps.push({
      action: 'check',
      by: 'user@demo.test',
      at: new Date(createdAt.getTime() + 2 * DAY),
      approval: 'checked',
    });
  if (approval === 'approved')
    steps.push({
      action: 'approve',
      by: 'admin@demo.test',
      at: new Date(createdAt.getTime() + 3 * DAY),
      approval: 'approved',
    });
  return steps;
}

/** The item after each step: its final shape with that step's differences, state and version. */
export function snapshots(final: { version: number }, steps: readonly StoryStep[]): Record<string, unknown>[] {
  return steps.map((step, index) => ({
    ...final,
    ...step.differences,
    approval: step.approval,
    version: index + 1,
    updatedAt: step.at.toISOString(),
  }));
}

export interface ItemStory {
  itemType: 'shift' | 'absence';
  itemId: string;
  final: { version: number };
  steps: readonly StoryStep[];
  /** A driver's edit: the office's version had this many of the final events. */
  officeEventCount?: number;
}

export async function writeHistory(tx: Tx, organisationId: string, stories: readonly ItemStory[]): Promise<void> {
  if (stories.length === 0) return;
  const users = await tx
    .selectFrom('users')
    .select(['id', 'username', 'display_name'])
    .where('organisation_id', '=', organisationId)
    .where('username', 'in', ACTORS)
    .execute();
  const actor = (username: DemoActor) => {
    const user = users.find((row) => row.username === username);
    return { changed_by: user?.id ?? null, changed_by_name: user?.display_name ?? username };
  };
  const rows = stories.flatMap(({ itemType, itemId, final, steps }) => {
    const states = snapshots(final, steps);
    return steps.map((step, index) => ({
      organisation_id: organisationId,
      item_type: itemType,
      item_id: itemId,
      action: step.action,
      changed_at: step.at,
      ...actor(step.by),
      before: index === 0 ? null : JSON.stringify(states[index - 1]),
      after: JSON.stringify(states[index]),
    }));
  });
  await tx.insertInto('timesheet_changes').values(rows).execute();
}
