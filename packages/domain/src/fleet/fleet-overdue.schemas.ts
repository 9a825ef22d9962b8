import { z } from 'zod';
import { fleetItemEntrySchema } from './fleet-item.schemas';

/**
 * GET /api/fleet-items/overdue: every open occurrence the fleet page calls overdue, as the
 * contract's entry with its description, for the pages that show vehicles (the vehicles list, the
 * planning calendar). A few rows where the page's answer is every occurrence with its series.
 */
export const overdueFleetItemSchema = fleetItemEntrySchema.extend({ description: z.string() });
export const overdueFleetItemsSchema = z.array(overdueFleetItemSchema);
export type OverdueFleetItem = z.output<typeof overdueFleetItemSchema>;
