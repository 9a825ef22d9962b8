import { z } from 'zod';
import { trimmedText as text, uuidField } from '../platform/fields';
import { instantField, versionField } from '../shifts/shift.schemas';
import { builtOnce } from '../platform/built-once';

/**
 * Transport tasks (issue 26, "Tasks 2.0"): an order with stops and goods, carried out by a
 * driver whose phone records each stop, and its waybill. Field names follow the Finnish domestic
 * waybill (rahtikirja, 345/1979) and the CMR consignment note (domain-rules §8).
 */
export const TRANSPORT_TASK_STATES = ['created', 'assigned', 'started', 'pickedUp', 'delivered', 'cancelled'] as const;
export type TransportTaskState = (typeof TRANSPORT_TASK_STATES)[number];
/** States a driver's phone works on: the task is the driver's until it is delivered or cancelled. */
export const OPEN_TRANSPORT_TASK_STATES = [
  'assigned',
  'started',
  'pickedUp',
] as const satisfies readonly TransportTaskState[];

export const STOP_KINDS = ['pickup', 'delivery', 'other'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** ADR classes (and divisions) that a dangerous goods line may name. */
export const HAZARD_CLASSES = ['1', '2', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'] as const;
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
/** Suggested kinds of package (the field takes any text; these have words in three languages). */
export const PACKAGE_KINDS = ['pallet', 'eurPallet', 'finPallet', 'parcel', 'crate', 'roll', 'drum', 'bulk'] as const;

export const TRANSPORT_LIMITS = {
  stopsMin: 2,
  stopsMax: 20,
  goodsMin: 1,
  goodsMax: 100,
  nameMax: 200,
  addressMax: 200,
  postcodeMax: 20,
  cityMax: 100,
  phoneMax: 40,
  textMax: 1000,
  descriptionMax: 300,
  marksMax: 300,
  referenceMax: 100,
  packageKindMax: 50,
  packagesMax: 100_000,
  weightKgMax: 100_000,
  volumeM3Max: 1_000,
  loadingMetresMax: 100,
  moneyMax: 100_000_000,
  kmMax: 100_000,
  /** At most a year and a day per list request. */
  periodDaysMax: 367,
  pageDefault: 100,
  pageMax: 1000,
  bulkAssignMax: 500,
} as const;

const requiredText = builtOnce((max: number) =>
  z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(max, 'validation:tooLong'),
);
const number = () => z.number({ error: 'validation:invalid' });
const bounded = builtOnce((max: number) => number().min(0, 'validation:invalid').max(max, 'validation:invalid'));
const cents = builtOnce((max: number) =>
  bounded(max).refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'validation:cents'),
);
const countryField = z
  .string({ error: 'validation:invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation:invalid')
  .default('FI');

/** A party of the waybill: the sender or the consignee (the carrier is the organisation itself). */
export const transportPartySchema = z.object({
  name: requiredText(TRANSPORT_LIMITS.nameMax),
  street: text(TRANSPORT_LIMITS.addressMax).default(''),
  postcode: text(TRANSPORT_LIMITS.postcodeMax).default(''),
  city: text(TRANSPORT_LIMITS.cityMax).default(''),
  country: countryField,
  /** Y-tunnus or organisationsnummer, as written; not checked (a foreign party has its own form). */
  businessId: text(30).default(''),
  contactName: text(TRANSPORT_LIMITS.nameMax).default(''),
  phone: text(TRANSPORT_LIMITS.phoneMax).default(''),
});
export type TransportParty = z.output<typeof transportPartySchema>;

/** A stop: where goods are taken over or delivered, its time window and who to ask for there. */
export const transportStopInputSchema = z.object({
  /** An existing stop's id when the task is edited; a new stop has none. */
  id: uuidField.optional(),
  kind: z.enum(STOP_KINDS, { error: 'validation:invalid' }),
  /** The place's name ("Kesko Logistiikka, Vantaa DC"). */
  name: text(TRANSPORT_LIMITS.nameMax).default(''),
  street: requiredText(TRANSPORT_LIMITS.addressMax),
  postcode: text(TRANSPORT_LIMITS.postcodeMax).default(''),
  city: requiredText(TRANSPORT_LIMITS.cityMax),
  country: countryField,
  latitude: number().min(-90, 'validation:invalid').max(90, 'validation:invalid').nullable().default(null),
  longitude: number().min(-180, 'validation:invalid').max(180, 'validation:invalid').nullable().default(null),
  windowStart: instantField.nullable().default(null),
  windowEnd: instantField.nullable().default(null),
  contactName: text(TRANSPORT_LIMITS.nameMax).default(''),
  contactPhone: text(TRANSPORT_LIMITS.phoneMax).default(''),
  notes: text(TRANSPORT_LIMITS.textMax).default(''),
});
export type TransportStopInput = z.output<typeof transportStopInputSchema>;

/** Dangerous goods (ADR): the UN number, class and packing group, and the proper shipping name. */
export const dangerousGoodsSchema = z.object({
  unNumber: z
    .string({ error: 'validation:invalid' })
    .trim()
    .regex(/^\d{4}$/, 'transport:unNumber'),
  hazardClass: z.enum(HAZARD_CLASSES, { error: 'transport:hazardClass' }),
  packingGroup: z.enum(PACKING_GROUPS, { error: 'validation:invalid' }).nullable().default(null),
  /** The accepted name the waybill must give (345/1979: "vaarallisten aineiden hyväksytty nimi"). */
  properName: requiredText(TRANSPORT_LIMITS.descriptionMax),
});
export type DangerousGoods = z.output<typeof dangerousGoodsSchema>;

/** A goods line: what is carried, how packed, how heavy and bulky. */
export const goodsLineInputSchema = z.object({
  id: uuidField.optional(),
  description: requiredText(TRANSPORT_LIMITS.descriptionMax),
  // A refinement, not `.int()`: zod's integer check aborts, and the order's own checks would not run.
  packages: bounded(TRANSPORT_LIMITS.packagesMax).refine(Number.isInteger, 'validation:integer'),
  packageKind: text(TRANSPORT_LIMITS.packageKindMax).default(''),
  marks: text(TRANSPORT_LIMITS.marksMax).default(''),
  weightKg: bounded(TRANSPORT_LIMITS.weightKgMax),
  volumeM3: bounded(TRANSPORT_LIMITS.volumeM3Max).nullable().default(null),
  loadingMetres: bounded(TRANSPORT_LIMITS.loadingMetresMax).nullable().default(null),
  dangerous: dangerousGoodsSchema.nullable().default(null),
});
export type GoodsLineInput = z.output<typeof goodsLineInputSchema>;

/**
 * The waybill's optional terms (345/1979 and CMR Art. 6(2)): each empty or null when not agreed.
 * CMR Art. 6(1)'s charges and customs instructions are asked for international transports.
 */
export const transportTermsSchema = z.object({
  noTranshipment: z.boolean({ error: 'validation:invalid' }).default(false),
  cashOnDelivery: cents(TRANSPORT_LIMITS.moneyMax).nullable().default(null),
  declaredValue: cents(TRANSPORT_LIMITS.moneyMax).nullable().default(null),
  agreedTransitTime: text(TRANSPORT_LIMITS.nameMax).default(''),
  documentsHandedOver: text(TRANSPORT_LIMITS.textMax).default(''),
  /** CMR: carriage, supplementary charges, duties and others, and who pays them, in words. */
  charges: text(TRANSPORT_LIMITS.textMax).default(''),
  /** CMR: instructions for customs and other formalities. */
  customsInstructions: text(TRANSPORT_LIMITS.textMax).default(''),
  specialAgreements: text(TRANSPORT_LIMITS.textMax).default(''),
});
export type TransportTerms = z.output<typeof transportTermsSchema>;

const transportTaskFieldsSchema = z.object({
  /** The customer's own order number. */
  reference: text(TRANSPORT_LIMITS.referenceMax).default(''),
  /** The freight payer: a customer of the organisation; the task made on delivery is theirs. */
  customerId: uuidField.nullable().default(null),
  sender: transportPartySchema,
  consignee: transportPartySchema,
  /** Crosses a border: the waybill is a CMR consignment note. */
  international: z.boolean({ error: 'validation:invalid' }).default(false),
  stops: z
    .array(transportStopInputSchema)
    .min(TRANSPORT_LIMITS.stopsMin, 'transport:stopsTooFew')
    .max(TRANSPORT_LIMITS.stopsMax, 'transport:stopsTooMany'),
  goods: z
    .array(goodsLineInputSchema)
    .min(TRANSPORT_LIMITS.goodsMin, 'transport:goodsRequired')
    .max(TRANSPORT_LIMITS.goodsMax, 'validation:tooLong'),
  driverId: uuidField.nullable().default(null),
  vehicleId: uuidField.nullable().default(null),
  /** The agreed freight, excluding VAT: the income of the task made on delivery. */
  price: cents(TRANSPORT_LIMITS.moneyMax).nullable().default(null),
  /** The distance planned, km; the task made on delivery takes it unless the driver's shift says otherwise. */
  km: bounded(TRANSPORT_LIMITS.kmMax).nullable().default(null),
  terms: transportTermsSchema.default(transportTermsSchema.parse({})),
  notes: text(TRANSPORT_LIMITS.textMax).default(''),
});

/** Runs on partly valid input too, so every message shows at once. */
function checkTransportTask(task: unknown, ctx: z.RefinementCtx) {
  if (!task || typeof task !== 'object') return;
  const { stops, driverId, vehicleId } = task as Partial<Record<'stops' | 'driverId' | 'vehicleId', unknown>>;
  if (Array.isArray(stops)) {
    const kinds = stops.map((stop) => (stop as { kind?: unknown } | null)?.kind);
    if (!kinds.includes('pickup'))
      ctx.addIssue({ code: 'custom', message: 'transport:pickupRequired', path: ['stops'] });
    if (!kinds.includes('delivery'))
      ctx.addIssue({ code: 'custom', message: 'transport:deliveryRequired', path: ['stops'] });
    stops.forEach((stop, index) => {
      const { windowStart, windowEnd } = (stop ?? {}) as { windowStart?: unknown; windowEnd?: unknown };
      if (
        typeof windowStart === 'string' &&
        typeof windowEnd === 'string' &&
        Date.parse(windowEnd) < Date.parse(windowStart)
      )
        ctx.addIssue({ code: 'custom', message: 'transport:windowBackwards', path: ['stops', index, 'windowEnd'] });
    });
  }
  if (vehicleId && !driverId)
    ctx.addIssue({ code: 'custom', message: 'transport:vehicleWithoutDriver', path: ['driverId'] });
}

/** POST /api/transport-tasks: a new order; with a driver it is `assigned` at once, else `created`. */
export const transportTaskInputSchema = transportTaskFieldsSchema.superRefine(checkTransportTask, { when: () => true });
export type TransportTaskInput = z.output<typeof transportTaskInputSchema>;
/** PUT /api/transport-tasks/{id}: the whole order again, with the version it was read at (409 when stale). */
export const transportTaskUpdateSchema = transportTaskFieldsSchema
  .safeExtend({ version: versionField })
  .superRefine(checkTransportTask, { when: () => true });
export type TransportTaskUpdate = z.output<typeof transportTaskUpdateSchema>;

/** POST /api/transport-tasks/{id}/assign: a driver (and vehicle), or none to take it back to `created`. */
export const transportAssignSchema = z.object({
  driverId: uuidField.nullable(),
  vehicleId: uuidField.nullable().default(null),
  version: versionField,
});
/** POST /api/transport-tasks/assign: many at once (the list's bulk assign); all or none. */
export const transportBulkAssignSchema = z.object({
  ids: z.array(uuidField).min(1, 'validation:required').max(TRANSPORT_LIMITS.bulkAssignMax, 'validation:tooLong'),
  driverId: uuidField.nullable(),
  vehicleId: uuidField.nullable().default(null),
});
/** POST /api/transport-tasks/{id}/cancel. */
export const transportCancelSchema = z.object({
  version: versionField,
  note: text(TRANSPORT_LIMITS.textMax).default(''),
});

/** What a driver records at a stop, and what can be wrong with the goods there. */
export const STOP_EVENT_KINDS = ['arrived', 'loaded', 'delivered'] as const;
export type StopEventKind = (typeof STOP_EVENT_KINDS)[number];
export const DEVIATION_TYPES = ['damaged', 'missing', 'refused', 'other'] as const;
export type DeviationType = (typeof DEVIATION_TYPES)[number];
