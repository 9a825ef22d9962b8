import { z } from 'zod';
import { calendarDateInputField } from '../drivers/driver.schemas';
import type { CheckedRow, ImportSpec } from '../organisation-data/import-check';
import { localTimeInstant } from '../payroll/time-windows';
import { importedDecimal } from '../platform/imported-decimal';
import {
  HAZARD_CLASSES,
  PACKING_GROUPS,
  TRANSPORT_LIMITS,
  type GoodsLineInput,
  type TransportParty,
  type TransportStopInput,
} from './transport-task.schemas';

/**
 * Transport orders imported from a file (issue 26): a line per goods line; the lines of one order
 * share its order id (the customer's order number, kept as the task's reference and its import
 * key: importing the same file again adds nothing). The order's own columns (dates, parties,
 * customer, price, driver, vehicle) are read from its first line; a later line repeats them (the
 * optional ones it may leave empty). The sender's address is the pickup and the consignee's the delivery.
 */
const text = (max: number) => z.string({ error: 'validation:required' }).trim().max(max, 'validation:tooLong');
const optionalText = (max: number) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : String(value)), text(max));

const decimal = (max: number, places: number) =>
  importedDecimal({ min: 0, max, places, minMessage: 'validation:notNegative' });
const optionalDecimal = (max: number, places: number) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), decimal(max, places).nullable());

const timeField = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? null : String(value).trim().replace('.', ':')),
  z
    .string()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'transport:importTime')
    .transform((value) => value.padStart(5, '0'))
    .nullable(),
);
const countryField = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? 'FI' : String(value)),
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation:invalid'),
);

export const transportImportRecordSchema = z.object({
  orderId: text(TRANSPORT_LIMITS.referenceMax).min(1, 'validation:required'),
  pickupDate: calendarDateInputField.pipe(z.string({ error: 'validation:required' })),
  pickupTime: timeField,
  deliveryDate: calendarDateInputField,
  deliveryTime: timeField,
  /** The freight payer: a customer's business id, or its name as in the customer register. */
  customer: optionalText(200),
  senderName: text(TRANSPORT_LIMITS.nameMax).min(1, 'validation:required'),
  senderStreet: text(TRANSPORT_LIMITS.addressMax).min(1, 'validation:required'),
  senderPostcode: optionalText(TRANSPORT_LIMITS.postcodeMax),
  senderCity: text(TRANSPORT_LIMITS.cityMax).min(1, 'validation:required'),
  senderCountry: countryField,
  consigneeName: text(TRANSPORT_LIMITS.nameMax).min(1, 'validation:required'),
  consigneeStreet: text(TRANSPORT_LIMITS.addressMax).min(1, 'validation:required'),
  consigneePostcode: optionalText(TRANSPORT_LIMITS.postcodeMax),
  consigneeCity: text(TRANSPORT_LIMITS.cityMax).min(1, 'validation:required'),
  consigneeCountry: countryField,
  description: text(TRANSPORT_LIMITS.descriptionMax).min(1, 'validation:required'),
  packages: decimal(TRANSPORT_LIMITS.packagesMax, 0),
  packageKind: optionalText(TRANSPORT_LIMITS.packageKindMax),
  marks: optionalText(TRANSPORT_LIMITS.marksMax),
  weightKg: decimal(TRANSPORT_LIMITS.weightKgMax, 3),
  volumeM3: optionalDecimal(TRANSPORT_LIMITS.volumeM3Max, 3),
  loadingMetres: optionalDecimal(TRANSPORT_LIMITS.loadingMetresMax, 2),
  unNumber: z.preprocess(
    (value) =>
      value === null || value === undefined
        ? ''
        : String(value)
            .trim()
            .replace(/^UN\s*/i, ''),
    z.string().regex(/^(\d{4})?$/, 'transport:unNumber'),
  ),
  hazardClass: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? null : String(value).trim()),
    z.enum(HAZARD_CLASSES, { error: 'transport:hazardClass' }).nullable(),
  ),
  packingGroup: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? null : String(value).trim().toUpperCase()),
    z.enum(PACKING_GROUPS, { error: 'validation:invalid' }).nullable(),
  ),
  properName: optionalText(TRANSPORT_LIMITS.descriptionMax),
  price: optionalDecimal(TRANSPORT_LIMITS.moneyMax, 2),
  /** The driver's employee number, or the name as "First Last". */
  driver: optionalText(200),
  /** The vehicle's register number. */
  vehicle: optionalText(50),
});
export type TransportImportRecord = z.output<typeof transportImportRecordSchema>;

export const TRANSPORT_IMPORT: ImportSpec<TransportImportRecord> = {
  columns: [
    'orderId',
    'pickupDate',
    'pickupTime',
    'deliveryDate',
    'deliveryTime',
    'customer',
    'senderName',
    'senderStreet',
    'senderPostcode',
    'senderCity',
    'senderCountry',
    'consigneeName',
    'consigneeStreet',
    'consigneePostcode',
    'consigneeCity',
    'consigneeCountry',
    'description',
    'packages',
    'packageKind',
    'marks',
    'weightKg',
    'volumeM3',
    'loadingMetres',
    'unNumber',
    'hazardClass',
    'packingGroup',
    'properName',
    'price',
    'driver',
    'vehicle',
  ],
  required: [
    'orderId',
    'pickupDate',
    'senderName',
    'senderStreet',
    'senderCity',
    'consigneeName',
    'consigneeStreet',
    'consigneeCity',
    'description',
    'packages',
    'weightKg',
  ],
  schema: transportImportRecordSchema,
  unique: [],
};

/** The order's own columns: a later line of the order leaves them empty or repeats the first's. */
export const TRANSPORT_IMPORT_ORDER_COLUMNS = [
  'pickupDate',
  'pickupTime',
  'deliveryDate',
  'deliveryTime',
  'customer',
  'senderName',
  'senderStreet',
  'senderPostcode',
  'senderCity',
  'senderCountry',
  'consigneeName',
  'consigneeStreet',
  'consigneePostcode',
  'consigneeCity',
  'consigneeCountry',
  'price',
  'driver',
  'vehicle',
] as const satisfies readonly (keyof TransportImportRecord)[];

/** One order of the file: its first line's record, and every line's goods. */
export interface ImportedOrder {
  orderId: string;
  firstLine: number;
  first: TransportImportRecord;
  lines: { line: number; record: TransportImportRecord }[];
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Groups the checked lines into orders; a later line whose order column differs from the first
 * line's gets a problem naming both lines. Dangerous goods need the UN number, class and name together.
 * @computation
 */
export function groupTransportImport(checked: CheckedRow<TransportImportRecord>[]): ImportedOrder[] {
  const orders = new Map<string, ImportedOrder>();
  for (const row of checked) {
    const { record, line } = row;
    if (!record || row.problems.length > 0) continue;
    const dangerousParts = [record.unNumber, record.hazardClass, record.properName].filter((part) => !isBlank(part));
    if (dangerousParts.length > 0 && dangerousParts.length < 3) {
      row.problems.push({ line, field: 'unNumber', code: 'transport:importDangerousIncomplete', params: { line } });
      continue;
    }
    const order = orders.get(record.orderId);
    if (!order) {
      orders.set(record.orderId, {
        orderId: record.orderId,
        firstLine: line,
        first: record,
        lines: [{ line, record }],
      });
      continue;
    }
    const raw = row.values;
    const differs = TRANSPORT_IMPORT_ORDER_COLUMNS.find(
      (column) => !isBlank(raw[column]) && String(record[column] ?? '') !== String(order.first[column] ?? ''),
    );
    if (differs) {
      const params = { line, orderId: record.orderId, firstLine: order.firstLine };
      row.problems.push({ line, field: differs, code: 'transport:importOrderDiffers', params });
      continue;
    }
    order.lines.push({ line, record });
  }
  return [...orders.values()];
}

const party = (record: TransportImportRecord, side: 'sender' | 'consignee'): TransportParty => ({
  name: record[`${side}Name`],
  street: record[`${side}Street`],
  postcode: record[`${side}Postcode`],
  city: record[`${side}City`],
  country: record[`${side}Country`],
  businessId: '',
  contactName: '',
  phone: '',
});

const stop = (
  kind: 'pickup' | 'delivery',
  owner: TransportParty,
  window: { start: string | null; end: string | null },
): TransportStopInput => ({
  kind,
  name: owner.name,
  street: owner.street,
  postcode: owner.postcode,
  city: owner.city,
  country: owner.country,
  latitude: null,
  longitude: null,
  windowStart: window.start,
  windowEnd: window.end,
  contactName: '',
  contactPhone: '',
  notes: '',
});

/** The order's parties, its two stops (times in the organisation's zone) and goods lines. */
export function orderContent(order: ImportedOrder, zone: string) {
  const { first } = order;
  const sender = party(first, 'sender');
  const consignee = party(first, 'consignee');
  const iso = (date: string, time: string) => new Date(localTimeInstant(date, time, zone)).toISOString();
  // A date without a time is a window of the whole day; a time without a date is on the pickup's day.
  const window = (date: string | null, time: string | null) => {
    if (time !== null) return { start: iso(date ?? first.pickupDate, time), end: null };
    if (date !== null) return { start: iso(date, '00:00'), end: iso(date, '23:59') };
    return { start: null, end: null };
  };
  const goods: GoodsLineInput[] = order.lines.map(({ record }) => ({
    description: record.description,
    packages: record.packages,
    packageKind: record.packageKind,
    marks: record.marks,
    weightKg: record.weightKg,
    volumeM3: record.volumeM3,
    loadingMetres: record.loadingMetres,
    dangerous:
      record.unNumber && record.hazardClass
        ? {
            unNumber: record.unNumber,
            hazardClass: record.hazardClass,
            packingGroup: record.packingGroup,
            properName: record.properName,
          }
        : null,
  }));
  return {
    reference: order.orderId,
    sender,
    consignee,
    international: sender.country !== consignee.country,
    stops: [
      stop('pickup', sender, window(first.pickupDate, first.pickupTime)),
      stop('delivery', consignee, window(first.deliveryDate ?? null, first.deliveryTime)),
    ],
    goods,
    price: first.price,
  };
}
