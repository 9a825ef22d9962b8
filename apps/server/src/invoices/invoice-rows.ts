import {
  defaultVatPercent,
  invoiceRowAmounts,
  invoiceTotals,
  localDateOf,
  vatRatesOn,
  type Currency,
  type InvoiceRowInput,
} from '@rahti/domain';
import { invoiceError } from './invoice-errors';

/** A row as stored: its input and its amounts, rounded to the cent per row. */
export interface PricedRow {
  position: number;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatPercent: number;
  taskId: string | null;
  net: number;
  vat: number;
  gross: number;
}

/** A task as an invoice row is made of it. */
export interface TaskToBill {
  id: string;
  start_at: Date;
  description: string;
  pickup: string;
  delivery: string;
  income: number;
}

export type Translate = (key: string, params?: Record<string, string>) => string;

const vatCountry = (currency: Currency) => (currency === 'SEK' ? 'SE' : 'FI');

/** The rates in force on `date` for the organisation's currency; none before the table starts. */
export function ratesOn(currency: Currency, date: string): readonly number[] {
  try {
    return vatRatesOn(vatCountry(currency), date);
  } catch {
    return [];
  }
}

/** A 400 naming the first row whose VAT rate is not in force on the invoice's date. */
export function checkVatRates(rows: readonly InvoiceRowInput[], currency: Currency, date: string): void {
  const rates = ratesOn(currency, date);
  const wrong = rows.findIndex((row) => !rates.includes(row.vatPercent));
  if (wrong >= 0)
    throw invoiceError(400, 'vatRateNotInForce', `rows.${wrong}.vatPercent`, {
      percent: String(rows[wrong]!.vatPercent),
      date,
      rates: rates.join(', '),
    });
}

/** A date as the invoice's language writes it in running text. */
export function writtenDate(date: string, language: 'fi' | 'sv' | 'en'): string {
  if (language !== 'fi') return date;
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}`;
}

/**
 * One row per task (issue 22: "a task becomes one row (its income, the default VAT rate)"),
 * described by its local date and places in the invoice's language.
 */
export function rowsOfTasks(
  tasks: readonly TaskToBill[],
  context: { currency: Currency; date: string; zone: string; language: 'fi' | 'sv' | 'en'; t: Translate },
): InvoiceRowInput[] {
  const vatPercent = defaultVatPercent(context.currency, context.date);
  return [...tasks]
    .sort((a, b) => a.start_at.getTime() - b.start_at.getTime())
    .map((task) => {
      const date = writtenDate(localDateOf(task.start_at.getTime(), context.zone), context.language);
      const route = task.pickup && task.delivery;
      const base = route
        ? context.t('invoices:rowTaskRoute', { date, pickup: task.pickup, delivery: task.delivery })
        : context.t('invoices:rowTask', { date });
      const description = task.description ? `${base}: ${task.description}` : base;
      return {
        description: description.slice(0, 300),
        quantity: 1,
        unit: context.t('invoices:unitPiece'),
        unitPrice: task.income,
        vatPercent,
        taskId: task.id,
      };
    });
}

/**
 * Rows with their amounts, and the invoice's totals as the sums of the rows.
 * @computation
 */
export function priceRows(rows: readonly InvoiceRowInput[]) {
  const priced: PricedRow[] = rows.map((row, index) => ({
    position: index + 1,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unitPrice: row.unitPrice,
    vatPercent: row.vatPercent,
    taskId: row.taskId ?? null,
    ...invoiceRowAmounts(row),
  }));
  return { rows: priced, totals: invoiceTotals(priced) };
}
