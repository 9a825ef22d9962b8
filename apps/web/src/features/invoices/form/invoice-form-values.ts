import { z } from 'zod';
import { INVOICE_LIMITS, invoiceRowInputSchema, parseDecimal, type Invoice, type Task } from '@rahti/domain';
import { vatRatesFor } from './vat-rates';

/** A free row as typed: numbers stay text until they parse, so "1,5" can be typed a key at a time. */
export interface RowValues {
  /** Stable while rows are added and removed, for React and for which inputs were touched. */
  key: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatPercent: string;
  /** The task a row of a saved draft bills; kept so saving does not release the task. */
  taskId: string | null;
}

/** A picked task as the form needs it: the server makes its row (its income, the default VAT rate). */
export type TaskToBill = Pick<Task, 'id' | 'start' | 'customerId' | 'description' | 'pickup' | 'delivery' | 'income'>;

export interface InvoiceFormValues {
  customerId: string;
  date: string;
  notes: string;
  rows: RowValues[];
  /** New invoices only: tasks the server turns into rows. */
  tasks: TaskToBill[];
}

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

export function emptyRow(unit: string, vatPercent: number): RowValues {
  return {
    key: newRowKey(),
    description: '',
    quantity: '1',
    unit,
    unitPrice: '',
    vatPercent: String(vatPercent),
    taskId: null,
  };
}

export const taskToBill = ({ id, start, customerId, description, pickup, delivery, income }: Task): TaskToBill => ({
  id,
  start,
  customerId,
  description,
  pickup,
  delivery,
  income,
});

/** A saved draft in the form: its rows as text, in the UI language's decimals. */
export function valuesOfInvoice(invoice: Invoice, decimal: (value: number) => string): InvoiceFormValues {
  return {
    customerId: invoice.customerId,
    date: invoice.date,
    notes: invoice.notes,
    tasks: [],
    rows: invoice.rows.map((row) => ({
      key: newRowKey(),
      description: row.description,
      quantity: decimal(row.quantity),
      unit: row.unit,
      unitPrice: decimal(row.unitPrice),
      vatPercent: String(row.vatPercent),
      taskId: row.taskId,
    })),
  };
}

const decimalText = z.string().transform((value, ctx) => {
  const parsed = value.trim() === '' ? undefined : parseDecimal(value);
  if (parsed === undefined)
    ctx.addIssue({ code: 'custom', message: value.trim() === '' ? 'validation:required' : 'validation:number' });
  return parsed ?? 0;
});

const rowShape = invoiceRowInputSchema.shape;
const rowValuesSchema = z.object({
  description: rowShape.description,
  quantity: decimalText.pipe(rowShape.quantity),
  unit: rowShape.unit,
  unitPrice: decimalText.pipe(rowShape.unitPrice),
  vatPercent: decimalText.pipe(rowShape.vatPercent),
  taskId: z.string().nullable(),
});

/**
 * The form's rules: the domain's row schema on the typed numbers, a customer, a date, and
 * something to bill ("Select at least one task to continue", spec section 5). The VAT rate must
 * be in force on the invoice's date in the organisation's country, as the server checks.
 */
export function invoiceFormSchema(currency: string) {
  return z
    .object({
      customerId: z.string().min(1, 'validation:required'),
      date: z.iso.date('validation:invalidDate'),
      notes: z.string().trim().max(INVOICE_LIMITS.notesMax, 'validation:tooLong'),
      rows: z.array(rowValuesSchema),
      tasks: z.array(z.object({ id: z.string() })),
    })
    .superRefine((values, ctx) => {
      if (values.rows.length + values.tasks.length === 0)
        ctx.addIssue({ code: 'custom', message: 'invoices:selectTasks', path: ['taskIds'] });
      const rates = vatRatesFor(currency, values.date);
      values.rows.forEach((row, index) => {
        if (rates.length > 0 && !rates.includes(row.vatPercent))
          ctx.addIssue({
            code: 'custom',
            message: 'web-invoices:form.vatNotInForce',
            path: ['rows', index, 'vatPercent'],
          });
      });
    });
}

export type InvoiceFormOutput = z.output<ReturnType<typeof invoiceFormSchema>>;

/** The rows as the API takes them; a row without a task leaves `taskId` out. */
export const rowsOfOutput = (output: InvoiceFormOutput) =>
  output.rows.map(({ taskId, ...row }) => (taskId ? { ...row, taskId } : row));
