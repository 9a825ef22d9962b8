import type { InvoiceInput, InvoicesPage, InvoicesQuery, InvoiceUpdate } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { isUniqueViolation } from '../db/errors';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { invoiceError } from './invoice-errors';
import { referenceForNumber, takeInvoiceNumbers } from './invoice-numbers';
import { checkVatRates, priceRows, rowsOfTasks } from './invoice-rows';
import { buyerOf, dueDateOf, localToday, readCustomer, readTasksToBill } from './invoice-reads';
import { toInvoice, toInvoiceSummary } from './invoice-dto';
import { invoicesRepository } from './invoices.repository';
import { readInvoicing } from './organisation-invoicing.service';
import { queueWebhookEvent } from '../webhook-outbox/queue-webhook-event';

/** Where an invoice came from: typed or made of tasks here, or imported with its own id. */
export interface InvoiceOrigin {
  source: 'internal' | 'external';
  externalId: string | null;
}

const taskIdsOf = (rows: readonly { taskId?: string | null }[]) =>
  rows.flatMap((row) => (row.taskId ? [row.taskId] : []));

/** Invoices (issue 22): made of tasks or rows, numbered gap-free, edited while drafts. */
export function createInvoicesService(context: ServiceContext) {
  const { db } = context.database;
  const now = () => context.now().getTime();
  const t = (language: string) => (key: string, params?: Record<string, string>) =>
    String(context.translator.t(key, { ...params, lng: language }));

  async function read(auth: AuthContext, id: string) {
    const found = await withTenant(db, auth.organisationId, async (tx) => {
      const record = await invoicesRepository.find(tx, auth.organisationId, id);
      if (!record) return undefined;
      const { today } = await localToday(tx, auth.organisationId, now());
      const seller = record.invoice.seller ? undefined : await readInvoicing(tx, auth.organisationId);
      return { ...record, today, iban: seller?.iban };
    });
    if (!found) throw notFound();
    return toInvoice(found.invoice, found.rows, found.today, found.iban);
  }

  /** Reads what the rows are made of, then prices them after that transaction has ended. */
  async function prepare(auth: AuthContext, input: InvoiceInput | InvoiceUpdate, invoiceId?: string) {
    const rowsGiven = input.rows ?? [];
    const taskIds = 'taskIds' in input ? (input.taskIds ?? []) : [];
    const read = await withTenant(db, auth.organisationId, async (tx) => ({
      customer: await readCustomer(tx, auth.organisationId, input.customerId),
      newTasks: await readTasksToBill(tx, auth.organisationId, taskIds, invoiceId),
      linked: await readTasksToBill(tx, auth.organisationId, taskIdsOf(rowsGiven), invoiceId),
      ...(await localToday(tx, auth.organisationId, now())),
    }));
    const currency = auth.organisationCurrency;
    checkVatRates(rowsGiven, currency, input.date);
    const language = read.customer.language;
    const fromTasks = rowsOfTasks(read.newTasks, {
      currency,
      date: input.date,
      zone: read.zone,
      language,
      t: t(language),
    });
    const { rows, totals } = priceRows([...rowsGiven, ...fromTasks]);
    return {
      rows,
      taskIds: taskIdsOf(rows),
      values: {
        customer_id: read.customer.id,
        buyer: JSON.stringify(buyerOf(read.customer)),
        language,
        currency,
        invoice_date: input.date,
        due_date: dueDateOf(input.date, read.customer.payment_term_days),
        payment_term_days: read.customer.payment_term_days,
        notes: input.notes ?? '',
        net: totals.net,
        vat: totals.vat,
        gross: totals.gross,
      },
    };
  }

  /** Bills the tasks, or rolls the whole write back (its number with it) when one was billed meanwhile. */
  async function claim(tx: Tx, organisationId: string, invoiceId: string, taskIds: readonly string[]) {
    const claimed = await invoicesRepository.claimTasks(tx, organisationId, invoiceId, taskIds);
    if (claimed < taskIds.length)
      throw invoiceError(409, 'tasksAlreadyInvoiced', 'taskIds', { count: taskIds.length - claimed });
  }

  return {
    get: read,

    async list(auth: AuthContext, query: InvoicesQuery): Promise<InvoicesPage> {
      const { rows, sums, today } = await withTenant(db, auth.organisationId, async (tx) => {
        const { today } = await localToday(tx, auth.organisationId, now());
        return { today, ...(await invoicesRepository.page(tx, auth.organisationId, query, today)) };
      });
      return {
        items: rows.map((row) => toInvoiceSummary(row, today)),
        total: sums.total,
        sums: { net: sums.net, vat: sums.vat, gross: sums.gross },
      };
    },

    async create(
      auth: AuthContext,
      input: InvoiceInput,
      origin: InvoiceOrigin = { source: 'internal', externalId: null },
    ) {
      const prepared = await prepare(auth, input);
      const id = await withTenant(db, auth.organisationId, async (tx) => {
        const number = await takeInvoiceNumbers(tx, auth.organisationId);
        const values = { ...prepared.values, number, reference: referenceForNumber(number) };
        const created = await invoicesRepository.insert(
          tx,
          auth.organisationId,
          { ...values, source: origin.source, external_id: origin.externalId },
          prepared.rows,
        );
        await claim(tx, auth.organisationId, created, prepared.taskIds);
        await queueWebhookEvent(tx, auth.organisationId, 'invoiceCreated', { invoiceId: created, number });
        return created;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw invoiceError(409, 'duplicateExternalId', 'externalId');
        throw error;
      });
      return read(auth, id);
    },

    async update(auth: AuthContext, id: string, input: InvoiceUpdate) {
      const existing = await withTenant(db, auth.organisationId, (tx) =>
        invoicesRepository.find(tx, auth.organisationId, id),
      );
      if (!existing) throw notFound();
      if (existing.invoice.state !== 'draft') throw invoiceError(409, 'notDraft');
      const prepared = await prepare(auth, input, id);
      const saved = await withTenant(db, auth.organisationId, async (tx) => {
        if (
          !(await invoicesRepository.replaceDraft(
            tx,
            auth.organisationId,
            id,
            input.version,
            prepared.values,
            prepared.rows,
          ))
        )
          return false;
        await invoicesRepository.releaseTasks(tx, auth.organisationId, id, prepared.taskIds);
        await claim(tx, auth.organisationId, id, prepared.taskIds);
        return true;
      });
      if (!saved) throw invoiceError(409, 'versionConflict', 'version');
      return read(auth, id);
    },

    /** A draft is cancelled, keeping its number (no hole); its tasks can be billed again. */
    async cancel(auth: AuthContext, id: string) {
      await withTenant(db, auth.organisationId, async (tx) => {
        const existing = await invoicesRepository.find(tx, auth.organisationId, id);
        if (!existing) throw notFound();
        if (existing.invoice.state === 'cancelled') return;
        if (existing.invoice.state !== 'draft') throw invoiceError(409, 'sentNeverRemoved');
        await invoicesRepository.changeState(tx, auth.organisationId, id, {
          from: ['draft'],
          set: { state: 'cancelled' },
        });
        await invoicesRepository.releaseTasks(tx, auth.organisationId, id);
      });
    },
  };
}
