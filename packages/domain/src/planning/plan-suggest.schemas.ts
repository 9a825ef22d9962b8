import { z } from 'zod';
import { PLAN_CONFLICT_KINDS } from './planning.schemas';
import { SUGGEST_REASONS } from './suggest-plans';

/**
 * POST /api/resource-planning/suggest's answer (issue 24, decision 0030): the drafts made for
 * the period's open runs, each with why its driver was chosen, and the runs left open.
 */
export const planSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      plannedShiftId: z.uuid(),
      routeId: z.uuid(),
      date: z.string(),
      driverId: z.uuid(),
      vehicleIds: z.array(z.uuid()),
      start: z.string(),
      end: z.string(),
      reasons: z.array(z.enum(SUGGEST_REASONS)),
    }),
  ),
  unfilled: z.array(
    z.object({
      routeId: z.uuid(),
      date: z.string(),
      start: z.string(),
      blockedBy: z.enum([...PLAN_CONFLICT_KINDS, 'noDriver']),
    }),
  ),
});
export type PlanSuggestions = z.output<typeof planSuggestionsSchema>;
