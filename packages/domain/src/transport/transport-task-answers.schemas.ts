import { z } from 'zod';
import { periodCheck } from '../shifts/period-check';
import { uuidField } from '../platform/fields';
import { localDateField } from '../shifts/shift.schemas';
import {
  DEVIATION_TYPES,
  STOP_EVENT_KINDS,
  STOP_KINDS,
  TRANSPORT_LIMITS,
  TRANSPORT_TASK_STATES,
  goodsLineInputSchema,
  transportPartySchema,
  transportStopInputSchema,
  transportTermsSchema,
  type TransportTaskState,
} from './transport-task.schemas';

/** What the server answers about transport tasks (issue 26): a whole task, and the list's page. */

const positionSchema = z.object({ latitude: z.number(), longitude: z.number(), accuracyM: z.number().nullable() });

export const transportStopSchema = transportStopInputSchema.omit({ id: true }).safeExtend({
  id: z.uuid(),
  position: z.number().int(),
  arrivedAt: z.string().nullable(),
  /** When the goods were loaded (a pickup) or delivered (a delivery); `other` stops use it for "done". */
  doneAt: z.string().nullable(),
});
export type TransportStop = z.output<typeof transportStopSchema>;

export const goodsLineSchema = goodsLineInputSchema.omit({ id: true }).safeExtend({
  id: z.uuid(),
  position: z.number().int(),
});
export type GoodsLine = z.output<typeof goodsLineSchema>;

/** A deviation recorded at a stop: damaged, missing or refused goods, with a note and photos. */
export const deviationSchema = z.object({
  type: z.enum(DEVIATION_TYPES),
  goodsLineId: z.uuid().nullable(),
  note: z.string(),
  photoIds: z.array(z.uuid()),
});
export type Deviation = z.output<typeof deviationSchema>;

/** The proof of delivery: who signed, the signature, photos, when and where. */
export const proofOfDeliverySchema = z.object({
  stopId: z.uuid(),
  signerName: z.string(),
  signatureFileId: z.uuid().nullable(),
  photoIds: z.array(z.uuid()),
  at: z.string(),
  position: positionSchema.nullable(),
});
export type ProofOfDelivery = z.output<typeof proofOfDeliverySchema>;

/** One line of the task's timeline: a state change or a stop's event, with who, when and where. */
export const transportEventSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  /** A state the task entered, or what happened at a stop. */
  kind: z.enum([...TRANSPORT_TASK_STATES, ...STOP_EVENT_KINDS, 'deviation', 'edited']),
  stopId: z.uuid().nullable(),
  byName: z.string().nullable(),
  position: positionSchema.nullable(),
  note: z.string(),
  goodsChecked: z.boolean().nullable(),
  deviations: z.array(deviationSchema),
});
export type TransportEvent = z.output<typeof transportEventSchema>;

export const transportTaskSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  state: z.enum(TRANSPORT_TASK_STATES),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  sender: transportPartySchema,
  consignee: transportPartySchema,
  international: z.boolean(),
  stops: z.array(transportStopSchema),
  goods: z.array(goodsLineSchema),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleRegisterNumber: z.string().nullable(),
  price: z.number().nullable(),
  km: z.number().nullable(),
  terms: transportTermsSchema,
  notes: z.string(),
  /** The local date the list files it under: the first stop's window start, else the day it was made. */
  date: z.string(),
  waybill: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
  /** The profitability task made when it was delivered (income, km, hours), to be invoiced. */
  taskId: z.uuid().nullable(),
  events: z.array(transportEventSchema),
  proofs: z.array(proofOfDeliverySchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransportTask = z.output<typeof transportTaskSchema>;

/** A row of the list: enough for the table, the map of today's stops and bulk assign. */
export const transportTaskSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  state: z.enum(TRANSPORT_TASK_STATES),
  date: z.string(),
  customerName: z.string().nullable(),
  senderName: z.string(),
  consigneeName: z.string(),
  from: z.string(),
  to: z.string(),
  /** The first stop's window start, if it has one. */
  firstWindowStart: z.string().nullable(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleRegisterNumber: z.string().nullable(),
  weightKg: z.number(),
  packages: z.number().int(),
  dangerous: z.boolean(),
  waybillNumber: z.number().int().nullable(),
  stops: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(STOP_KINDS),
      city: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      doneAt: z.string().nullable(),
    }),
  ),
  version: z.number().int(),
});
export type TransportTaskSummary = z.output<typeof transportTaskSummarySchema>;

const idList = z
  .string()
  .max(37 * 200, 'validation:tooLong')
  .transform((value, ctx) => {
    const ids = value.split(',').filter(Boolean);
    if (ids.some((id) => !uuidField.safeParse(id).success)) {
      ctx.addIssue({ code: 'custom', message: 'validation:invalid' });
      return z.NEVER;
    }
    return ids;
  })
  .optional();

/** GET /api/transport-tasks: the spec's transport task filter and date range (default the current month, by the client). */
export const transportTasksQuerySchema = z
  .object({
    from: localDateField,
    to: localDateField,
    states: z
      .string()
      .max(200, 'validation:tooLong')
      .transform((value, ctx) => {
        const states = value.split(',').filter(Boolean);
        if (states.some((state) => !(TRANSPORT_TASK_STATES as readonly string[]).includes(state))) {
          ctx.addIssue({ code: 'custom', message: 'validation:invalid' });
          return z.NEVER;
        }
        return states as TransportTaskState[];
      })
      .optional(),
    driverIds: idList,
    vehicleIds: idList,
    customerId: uuidField.optional(),
    /** Matches the reference, the sender, the consignee, a stop's city or the waybill number. */
    search: z.string().trim().max(100, 'validation:tooLong').optional(),
    offset: z.coerce.number().int('validation:integer').min(0, 'validation:invalid').max(1_000_000).default(0),
    limit: z.coerce
      .number()
      .int('validation:integer')
      .min(1, 'validation:invalid')
      .max(TRANSPORT_LIMITS.pageMax, 'validation:invalid')
      .default(TRANSPORT_LIMITS.pageDefault),
  })
  .superRefine(periodCheck(TRANSPORT_LIMITS.periodDaysMax));
export type TransportTasksQuery = z.output<typeof transportTasksQuerySchema>;

export const transportTasksPageSchema = z.object({
  items: z.array(transportTaskSummarySchema),
  total: z.number().int(),
});
export type TransportTasksPage = z.output<typeof transportTasksPageSchema>;
