import { z } from 'zod';
import { SHARING_DATA_TYPES, SHARING_DIRECTIONS, SHARING_STATUSES, sharingScopeSchema } from './sharing.schemas';
import { periodCheck } from '../shifts/period-check';
import { localDateField } from '../shifts/shift.schemas';

/**
 * What the server answers about shares (issue 27): a share as one side sees it, the owner's log
 * of the receiver's reads, and the shared items the receiver may read, each marked with the
 * owning organisation's name.
 */
export const shareSchema = z.object({
  id: z.uuid(),
  /** Whether the caller made the share (and may approve it) or joined it with the code. */
  side: z.enum(['maker', 'partner']),
  /** The code, for its maker only; the partner has typed it already. */
  code: z.string().nullable(),
  status: z.enum(SHARING_STATUSES),
  direction: z.enum(SHARING_DIRECTIONS),
  /** Whether the caller's own data flows out through it (the caller is the owner) or in. */
  callerOwnsData: z.boolean(),
  dataTypes: z.array(z.enum(SHARING_DATA_TYPES)),
  scope: sharingScopeSchema,
  /** The other organisation's name, once one has joined. */
  partnerName: z.string().nullable(),
  createdAt: z.string(),
  joinedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Share = z.output<typeof shareSchema>;

export const shareReadSchema = z.object({
  readAt: z.string(),
  dataType: z.enum(SHARING_DATA_TYPES),
  items: z.number().int(),
  readerName: z.string(),
});
export type ShareRead = z.output<typeof shareReadSchema>;

/** The longest period of shared items read at once, both ends included: a year and a day either side of a leap day. */
const SHARED_PERIOD_DAYS_MAX = 368;

/** A period of shared items: dates in the owner's time zone, the end not before the start, at most a year and a day. */
export const sharedItemsQuerySchema = z
  .object({ from: localDateField, to: localDateField })
  .superRefine(periodCheck(SHARED_PERIOD_DAYS_MAX, 'sharing'));

const owned = { organisationName: z.string() };

export const sharedShiftSchema = z.object({
  ...owned,
  id: z.uuid(),
  driverName: z.string(),
  vehicles: z.array(z.string()),
  routeId: z.uuid().nullable(),
  start: z.string(),
  end: z.string().nullable(),
  workedMinutes: z.number().int(),
  km: z.number().nullable(),
  approval: z.enum(['unapproved', 'checked', 'approved']),
});
export const sharedRouteSchema = z.object({
  ...owned,
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  customerName: z.string().nullable(),
  vehicle: z.string().nullable(),
  distanceKm: z.number(),
  drivingMinutes: z.number(),
  income: z.number(),
});
export const sharedTaskSchema = z.object({
  ...owned,
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  customerName: z.string().nullable(),
  vehicle: z.string(),
  driverName: z.string().nullable(),
  description: z.string(),
  km: z.number(),
  income: z.number(),
  costs: z.number(),
  profit: z.number(),
});
export const sharedInvoiceSchema = z.object({
  ...owned,
  id: z.uuid(),
  number: z.number().int(),
  customerName: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  net: z.number(),
  gross: z.number(),
  state: z.string(),
});
export type SharedShift = z.output<typeof sharedShiftSchema>;
export type SharedRoute = z.output<typeof sharedRouteSchema>;
export type SharedTask = z.output<typeof sharedTaskSchema>;
export type SharedInvoice = z.output<typeof sharedInvoiceSchema>;

export const sharedItemsSchema = z.discriminatedUnion('dataType', [
  z.object({ dataType: z.literal('shifts'), items: z.array(sharedShiftSchema) }),
  z.object({ dataType: z.literal('routes'), items: z.array(sharedRouteSchema) }),
  z.object({ dataType: z.literal('tasks'), items: z.array(sharedTaskSchema) }),
  z.object({ dataType: z.literal('invoices'), items: z.array(sharedInvoiceSchema) }),
]);
export type SharedItems = z.output<typeof sharedItemsSchema>;
