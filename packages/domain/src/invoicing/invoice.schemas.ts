import { z } from 'zod';
import { trimmedText as text, uuidField } from '../platform/fields';
import { localDateField, versionField } from '../shifts/shift.schemas';
import { TASK_SOURCES } from '../tasks/task.schemas';

/** Invoices (issue 22): from tasks, by hand or imported; numbered gap-free per organisation. */
export const INVOICE_STATES = ['draft', 'sent', 'paid', 'credited', 'cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_LIMITS = {
  rowsMax: 500,
  descriptionMax: 300,
  unitMax: 20,
  notesMax: 1000,
  quantityMax: 1_000_000,
  unitPriceMax: 100_000_000,
  externalIdMax: 100,
} as const;

const decimals = (places: number) => (value: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

export const invoiceRowInputSchema = z.object({
  description: text(INVOICE_LIMITS.descriptionMax).min(1, 'validation:required'),
  /** Negative on a credit note or a discount row; never zero. */
  quantity: z
    .number({ error: 'validation:invalid' })
    .min(-INVOICE_LIMITS.quantityMax, 'validation:invalid')
    .max(INVOICE_LIMITS.quantityMax, 'validation:invalid')
    .refine((value) => value !== 0, 'invoices:quantityZero')
    .refine(decimals(3), 'invoices:quantityDecimals'),
  unit: text(INVOICE_LIMITS.unitMax).default(''),
  unitPrice: z
    .number({ error: 'validation:invalid' })
    .min(-INVOICE_LIMITS.unitPriceMax, 'validation:invalid')
    .max(INVOICE_LIMITS.unitPriceMax, 'validation:invalid')
    .refine(decimals(4), 'invoices:unitPriceDecimals'),
  /** One of the rates in force on the invoice's date in the organisation's country (checked by the server). */
  vatPercent: z.number({ error: 'validation:invalid' }).min(0, 'validation:invalid').max(100, 'validation:invalid'),
  /** The task this row bills; set by the server for rows made of tasks. */
  taskId: uuidField.nullable().optional(),
});
export type InvoiceRowInput = z.output<typeof invoiceRowInputSchema>;

const invoiceFieldsSchema = z.object({
  customerId: uuidField,
  date: localDateField,
  taskIds: z.array(uuidField).max(INVOICE_LIMITS.rowsMax, 'validation:invalid').optional(),
  rows: z.array(invoiceRowInputSchema).max(INVOICE_LIMITS.rowsMax, 'validation:invalid').optional(),
  notes: text(INVOICE_LIMITS.notesMax).optional(),
});

function checkSomethingToBill(invoice: unknown, ctx: z.RefinementCtx) {
  if (!invoice || typeof invoice !== 'object') return;
  const { taskIds, rows } = invoice as { taskIds?: unknown; rows?: unknown };
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  if (count(taskIds) + count(rows) === 0)
    ctx.addIssue({ code: 'custom', message: 'invoices:selectTasks', path: ['taskIds'] });
  if (Array.isArray(taskIds) && new Set(taskIds).size !== taskIds.length)
    ctx.addIssue({ code: 'custom', message: 'invoices:taskTwice', path: ['taskIds'] });
}

/** POST /api/invoices (issue 22's contract: `{ customerId, date, taskIds?, rows? }`; keep the shape). */
export const invoiceInputSchema = invoiceFieldsSchema.superRefine(checkSomethingToBill, { when: () => true });
export type InvoiceInput = z.output<typeof invoiceInputSchema>;

/** PUT /api/invoices/:id: a draft's customer, date, notes and rows again, with the version it was read at. */
export const invoiceUpdateSchema = z
  .object({
    customerId: uuidField,
    date: localDateField,
    rows: z.array(invoiceRowInputSchema).max(INVOICE_LIMITS.rowsMax, 'validation:invalid'),
    notes: text(INVOICE_LIMITS.notesMax).optional(),
    version: versionField,
  })
  .superRefine(checkSomethingToBill, { when: () => true });
export type InvoiceUpdate = z.output<typeof invoiceUpdateSchema>;

export const invoicePaidSchema = z.object({ paidOn: localDateField, version: versionField });
export const invoiceVersionSchema = z.object({ version: versionField });

const amounts = { net: z.number(), vat: z.number(), gross: z.number() };

export const invoiceRowSchema = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  vatPercent: z.number(),
  taskId: z.uuid().nullable(),
  ...amounts,
});

export const invoiceBuyerSchema = z.object({
  name: z.string(),
  businessId: z.string().nullable(),
  vatNumber: z.string().nullable(),
  street: z.string(),
  postCode: z.string(),
  town: z.string(),
  countryCode: z.string(),
  eInvoiceAddress: z.string(),
  eInvoiceOperator: z.string(),
  contactName: z.string(),
  email: z.string(),
});
export type InvoiceBuyer = z.output<typeof invoiceBuyerSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  state: z.enum(INVOICE_STATES),
  source: z.enum(TASK_SOURCES),
  externalId: z.string().nullable(),
  customerId: z.uuid(),
  customerName: z.string(),
  buyer: invoiceBuyerSchema,
  language: z.enum(['fi', 'sv', 'en']),
  currency: z.string(),
  date: z.string(),
  dueDate: z.string(),
  paymentTermDays: z.number().int(),
  referenceNumber: z.string(),
  rfReference: z.string(),
  /** The 54 digits of the Finnish virtual barcode; null when it cannot be made (not euros, no IBAN, not positive). */
  barcode: z.string().nullable(),
  notes: z.string(),
  creditsInvoiceId: z.uuid().nullable(),
  creditsInvoiceNumber: z.number().int().nullable(),
  creditedById: z.uuid().nullable(),
  sentAt: z.string().nullable(),
  paidOn: z.string().nullable(),
  overdue: z.boolean(),
  rows: z.array(invoiceRowSchema),
  totals: z.object({
    ...amounts,
    byVatRate: z.array(z.object({ vatPercent: z.number(), ...amounts })),
  }),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.output<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema
  .pick({
    id: true,
    number: true,
    kind: true,
    state: true,
    source: true,
    customerId: true,
    customerName: true,
    currency: true,
    date: true,
    dueDate: true,
    referenceNumber: true,
    overdue: true,
    version: true,
  })
  .extend(amounts);
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;

export const INVOICE_SORTS = ['number', '-number', 'date', '-date', 'dueDate', '-dueDate', 'gross', '-gross'] as const;
export const INVOICE_PAGE_LIMITS = { default: 100, max: 500 } as const;

export const invoicesQuerySchema = z.object({
  from: localDateField.optional(),
  to: localDateField.optional(),
  state: z.enum([...INVOICE_STATES, 'overdue'], { error: 'validation:invalid' }).optional(),
  customerId: uuidField.optional(),
  source: z.enum(TASK_SOURCES, { error: 'validation:invalid' }).optional(),
  search: z.string().trim().max(100, 'validation:tooLong').optional(),
  sort: z.enum(INVOICE_SORTS, { error: 'validation:invalid' }).default('-number'),
  offset: z.coerce.number().int('validation:integer').min(0, 'validation:invalid').max(1_000_000).default(0),
  limit: z.coerce
    .number()
    .int('validation:integer')
    .min(1, 'validation:invalid')
    .max(INVOICE_PAGE_LIMITS.max, 'validation:invalid')
    .default(INVOICE_PAGE_LIMITS.default),
});
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;

export const invoicesPageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  /** The filtered invoices' sums (credit notes negative, cancelled ones left out). */
  sums: z.object(amounts),
});
export type InvoicesPage = z.output<typeof invoicesPageSchema>;
