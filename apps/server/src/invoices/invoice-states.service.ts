import type { Language } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { invoiceError } from './invoice-errors';
import { referenceForNumber, takeInvoiceNumbers } from './invoice-numbers';
import { priceRows } from './invoice-rows';
import { localToday } from './invoice-reads';
import { invoicesRepository } from './invoices.repository';
import { missingSellerFields, readInvoicing, sellerOf } from './organisation-invoicing.service';

/** An invoice's life after the draft: sent, paid, credited; and an Admin's removal by source. */
export function createInvoiceStatesService(context: ServiceContext) {
  const { db } = context.database;
  const now = () => context.now().getTime();
  const words = (language: Language, codes: readonly string[]) =>
    codes
      .map((code) => String(context.translator.t(`validation:finvoiceMissing.${code}`, { lng: language })))
      .join(', ');

  /** The organisation as seller now, or a 409 listing what an invoice cannot be sent without. */
  async function completeSeller(auth: AuthContext, language: Language) {
    const seller = sellerOf(
      auth.organisationName,
      await withTenant(db, auth.organisationId, (tx) => readInvoicing(tx, auth.organisationId)),
    );
    const missing = missingSellerFields(seller);
    if (missing.length > 0)
      throw invoiceError(409, 'sellerDetailsMissing', undefined, { fields: words(language, missing) });
    return seller;
  }

  async function stateOf(auth: AuthContext, id: string) {
    const found = await withTenant(db, auth.organisationId, (tx) =>
      invoicesRepository.find(tx, auth.organisationId, id),
    );
    if (!found) throw notFound();
    return found;
  }

  return {
    /** Sent: the seller's details are copied on it and it is never edited again. */
    async send(auth: AuthContext, id: string, version: number, language: Language) {
      const { invoice } = await stateOf(auth, id);
      if (invoice.state !== 'draft') throw invoiceError(409, 'notDraft');
      const seller = await completeSeller(auth, language);
      const changed = await withTenant(db, auth.organisationId, (tx) =>
        invoicesRepository.changeState(tx, auth.organisationId, id, {
          from: ['draft'],
          version,
          set: { state: 'sent', seller: JSON.stringify(seller), sent_at: new Date(now()) },
        }),
      );
      if (!changed) throw invoiceError(409, 'versionConflict', 'version');
    },

    async markPaid(auth: AuthContext, id: string, paidOn: string, version: number) {
      const { invoice } = await stateOf(auth, id);
      if (invoice.state !== 'sent') throw invoiceError(409, 'notSent');
      if (paidOn < invoice.invoice_date) throw invoiceError(400, 'paidBeforeInvoiceDate', 'paidOn');
      const changed = await withTenant(db, auth.organisationId, (tx) =>
        invoicesRepository.changeState(tx, auth.organisationId, id, {
          from: ['sent'],
          version,
          set: { state: 'paid', paid_on: paidOn },
        }),
      );
      if (!changed) throw invoiceError(409, 'versionConflict', 'version');
    },

    /**
     * A credit note for a sent or paid invoice: every row again with the opposite quantity, its
     * own number, sent at once; the invoice becomes credited and its tasks can be billed again.
     */
    async credit(auth: AuthContext, id: string, version: number, language: Language): Promise<string> {
      const { invoice, rows } = await stateOf(auth, id);
      if (invoice.kind === 'creditNote') throw invoiceError(409, 'creditNoteNotCredited');
      if (invoice.state !== 'sent' && invoice.state !== 'paid') throw invoiceError(409, 'cannotCredit');
      const seller = await completeSeller(auth, language);
      const priced = priceRows(
        rows.map((row) => ({
          description: row.description,
          quantity: -row.quantity,
          unit: row.unit,
          unitPrice: row.unit_price,
          vatPercent: row.vat_percent,
          taskId: null,
        })),
      );
      return withTenant(db, auth.organisationId, async (tx) => {
        const { today } = await localToday(tx, auth.organisationId, now());
        const credited = await invoicesRepository.changeState(tx, auth.organisationId, id, {
          from: ['sent', 'paid'],
          version,
          set: { state: 'credited' },
        });
        if (!credited) throw invoiceError(409, 'versionConflict', 'version');
        const number = await takeInvoiceNumbers(tx, auth.organisationId);
        const creditNote = await invoicesRepository.insert(
          tx,
          auth.organisationId,
          {
            number,
            kind: 'creditNote',
            state: 'sent',
            source: invoice.source,
            customer_id: invoice.customer_id,
            buyer: JSON.stringify(invoice.buyer),
            seller: JSON.stringify(seller),
            language: invoice.language,
            currency: invoice.currency,
            invoice_date: today < invoice.invoice_date ? invoice.invoice_date : today,
            due_date: today < invoice.invoice_date ? invoice.invoice_date : today,
            payment_term_days: 0,
            reference: referenceForNumber(number),
            credits_invoice_id: id,
            sent_at: new Date(now()),
            net: priced.totals.net,
            vat: priced.totals.vat,
            gross: priced.totals.gross,
          },
          priced.rows,
        );
        await invoicesRepository.releaseTasks(tx, auth.organisationId, id);
        return creditNote;
      });
    },

    async deleteBySource(auth: AuthContext, source: 'internal' | 'external', confirmName: string, language: Language) {
      if (confirmName.trim() !== auth.organisationName.trim())
        throw invoiceError(400, 'confirmNameMismatch', 'confirmName');
      const { deleted, kept } = await withTenant(db, auth.organisationId, (tx) =>
        invoicesRepository.deleteBySource(tx, auth.organisationId, source),
      );
      const reason =
        kept > 0 ? String(context.translator.t('invoices:keptSent', { count: kept, lng: language })) : null;
      return { deleted, kept, reason };
    },
  };
}
