import { z } from 'zod';

/**
 * Waybills (issue 26): one per transport task, numbered per organisation from a gap-free
 * sequence when the task is made. A domestic task's is a rahtikirja, an international one's a CMR
 * consignment note. A cancelled task keeps its waybill and number, marked cancelled.
 */
export const WAYBILL_KINDS = ['domestic', 'cmr'] as const;
export type WaybillKind = (typeof WAYBILL_KINDS)[number];
export const WAYBILL_LIMITS = { pageDefault: 50, pageMax: 500 } as const;

/** GET /api/waybills: newest number first; `search` matches the number, the sender or the consignee. */
export const waybillsQuerySchema = z.object({
  search: z.string().trim().max(100, 'validation:tooLong').optional(),
  offset: z.coerce.number().int('validation:integer').min(0, 'validation:invalid').max(1_000_000).default(0),
  limit: z.coerce
    .number()
    .int('validation:integer')
    .min(1, 'validation:invalid')
    .max(WAYBILL_LIMITS.pageMax, 'validation:invalid')
    .default(WAYBILL_LIMITS.pageDefault),
});
export type WaybillsQuery = z.output<typeof waybillsQuerySchema>;

/** A row of GET /api/waybills (issue 26's contract: `{ id, number, transportTaskId, … }`). */
export const waybillSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  transportTaskId: z.uuid(),
  kind: z.enum(WAYBILL_KINDS),
  /** The task's state: the waybill is signed once it is `delivered`. */
  state: z.string(),
  reference: z.string(),
  senderName: z.string(),
  consigneeName: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  signed: z.boolean(),
  createdAt: z.string(),
});
export type Waybill = z.output<typeof waybillSchema>;

export const waybillsPageSchema = z.object({ items: z.array(waybillSchema), total: z.number().int() });
export type WaybillsPage = z.output<typeof waybillsPageSchema>;
