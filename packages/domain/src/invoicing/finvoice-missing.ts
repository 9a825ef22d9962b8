import { sumMoney } from '../money/money';
import { parseBusinessId } from './business-ids';
import {
  FINVOICE_FIELD_CODES,
  type FinvoiceFieldCode,
  type FinvoiceInvoice,
  type FinvoiceParty,
} from './finvoice-invoice';
import { isBic, isIban } from './iban';
import { invoiceTotals } from './invoice-totals';
import { isFinnishReference, isRfReference } from './reference-numbers';

/** Length limits of the Finvoice 3.0 schema (genericStringType2_35, 2_70, 1_20, 0_512). */
function fits(value: string | undefined, min: number, max: number): boolean {
  const length = value?.trim().length ?? 0;
  return length >= min && length <= max;
}

function isDate(value: string | undefined): boolean {
  return value !== undefined && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);
}

function partyProblems(party: FinvoiceParty, side: 'seller' | 'buyer', businessIdRequired: boolean) {
  const problems: FinvoiceFieldCode[] = [];
  if (!fits(party.name, 2, 70)) problems.push(`${side}Name`);
  const hasBusinessId = (party.businessId?.trim() ?? '') !== '';
  if (hasBusinessId ? !parseBusinessId(party.businessId!).ok : businessIdRequired) problems.push(`${side}BusinessId`);
  if (!fits(party.street, 2, 35)) problems.push(`${side}Street`);
  if (!fits(party.postCode, 2, 35)) problems.push(`${side}PostCode`);
  if (!fits(party.town, 2, 35)) problems.push(`${side}Town`);
  if (!/^[A-Z]{2}$/.test(party.countryCode ?? '')) problems.push(`${side}CountryCode`);
  const hasAddress = (party.eInvoiceAddress?.trim() ?? '') !== '';
  const hasOperator = (party.eInvoiceOperator?.trim() ?? '') !== '';
  if (hasAddress !== hasOperator || (hasAddress && !fits(party.eInvoiceAddress, 2, 35))) {
    problems.push(`${side}EInvoiceAddress`);
  }
  return problems;
}

function sameTotals(invoice: FinvoiceInvoice): boolean {
  const expected = invoiceTotals(invoice.rows);
  const { totals } = invoice;
  return (
    totals.net === expected.net &&
    totals.vat === expected.vat &&
    totals.gross === expected.gross &&
    totals.gross === sumMoney([totals.net, totals.vat]) &&
    JSON.stringify(totals.byVatRate) === JSON.stringify(expected.byVatRate)
  );
}

/**
 * The machine codes of every field Finvoice 3.0 needs that is empty or invalid (domain-rules §8.3
 * and the schema's limits), in the order of FINVOICE_FIELD_CODES; empty when the invoice can be written.
 * @computation
 */
export function missingFinvoiceFields(invoice: FinvoiceInvoice): FinvoiceFieldCode[] {
  const problems: FinvoiceFieldCode[] = [
    ...partyProblems(invoice.seller, 'seller', true),
    ...partyProblems(invoice.buyer, 'buyer', false),
  ];
  if (!isIban(invoice.seller.iban ?? '')) problems.push('sellerIban');
  if (!isBic(invoice.seller.bic ?? '')) problems.push('sellerBic');
  if (!fits(invoice.number, 1, 20)) problems.push('invoiceNumber');
  if (!isDate(invoice.date)) problems.push('invoiceDate');
  if (!isDate(invoice.dueDate)) problems.push('dueDate');
  if (invoice.deliveryDate !== undefined && !isDate(invoice.deliveryDate)) problems.push('deliveryDate');
  const reference = invoice.reference?.replace(/\s+/g, '') ?? '';
  if (!isFinnishReference(reference) && !isRfReference(reference)) problems.push('reference');
  if (!Number.isInteger(invoice.paymentTermDays) || invoice.paymentTermDays < 0) problems.push('paymentTermDays');
  if (invoice.rows.length === 0) problems.push('rows');
  if (invoice.rows.some((row) => !fits(row.description, 1, 100))) problems.push('rowDescription');
  if (invoice.rows.some((row) => !fits(row.unit, 1, 14))) problems.push('rowUnit');
  if (invoice.rows.length > 0 && !sameTotals(invoice)) problems.push('totals');
  return FINVOICE_FIELD_CODES.filter((code) => problems.includes(code));
}
