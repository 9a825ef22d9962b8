import { element, finvoiceAmount, finvoiceDate, finvoiceDecimal, finvoiceUnitPrice, group } from './finvoice-format';
import type { FinvoiceFieldCode, FinvoiceInvoice, FinvoiceParty, FinvoiceRow } from './finvoice-invoice';
import { missingFinvoiceFields } from './finvoice-missing';
import { parseBusinessId } from './business-ids';
import { compactIban } from './iban';
import { isRfReference } from './reference-numbers';

export * from './finvoice-invoice';
export { missingFinvoiceFields } from './finvoice-missing';

/** Thrown by `finvoiceXml` when the invoice lacks what Finvoice 3.0 needs; `missing` names each field. */
export class FinvoiceMissingFieldsError extends Error {
  constructor(readonly missing: FinvoiceFieldCode[]) {
    super(`Finvoice needs: ${missing.join(', ')}`);
    this.name = 'FinvoiceMissingFieldsError';
  }
}

const TYPE_TEXT = {
  invoice: { fi: 'LASKU', sv: 'FAKTURA', en: 'INVOICE' },
  creditNote: { fi: 'HYVITYSLASKU', sv: 'KREDITFAKTURA', en: 'CREDIT NOTE' },
} as const;

const PAYMENT_TERMS = { fi: 'pv netto', sv: 'dagar netto', en: 'days net' } as const;

/** The normalised business id; the fields check has already refused one that does not parse. */
function businessIdText(value: string | undefined): string | undefined {
  const text = trimmed(value);
  if (text === undefined) return undefined;
  const parsed = parseBusinessId(text);
  return parsed.ok ? parsed.normalised : text;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
}

function date(name: string, value: string | undefined): string {
  return value === undefined ? '' : element(name, finvoiceDate(value), { Format: 'CCYYMMDD' });
}

function partyDetails(prefix: 'Seller' | 'Buyer', party: FinvoiceParty): string {
  return group(
    `${prefix}PartyDetails`,
    element(`${prefix}PartyIdentifier`, businessIdText(party.businessId)),
    element(`${prefix}OrganisationName`, party.name.trim()),
    element(`${prefix}OrganisationTaxCode`, trimmed(party.vatNumber)?.replace(/\s+/g, '').toUpperCase()),
    group(
      `${prefix}PostalAddressDetails`,
      element(`${prefix}StreetName`, party.street.trim()),
      element(`${prefix}TownName`, party.town.trim()),
      element(`${prefix}PostCodeIdentifier`, party.postCode.trim()),
      element('CountryCode', party.countryCode),
    ),
  );
}

/** Written only when both parties' e-invoice addresses are known: operators route on them. */
function transmission(invoice: FinvoiceInvoice): string {
  const { seller, buyer } = invoice;
  const from = trimmed(seller.eInvoiceAddress);
  const to = trimmed(buyer.eInvoiceAddress);
  if (from === undefined || to === undefined) return '';
  return group(
    'MessageTransmissionDetails',
    group(
      'MessageSenderDetails',
      element('FromIdentifier', from),
      element('FromIntermediator', seller.eInvoiceOperator!.trim()),
    ),
    group(
      'MessageReceiverDetails',
      element('ToIdentifier', to),
      element('ToIntermediator', buyer.eInvoiceOperator!.trim()),
    ),
    group(
      'MessageDetails',
      element('MessageIdentifier', invoice.number.trim()),
      element('MessageTimeStamp', invoice.messageTimestamp ?? `${invoice.date}T00:00:00`),
    ),
  );
}

function invoiceDetails(invoice: FinvoiceInvoice): string {
  const kind = invoice.kind ?? 'invoice';
  const currency = { AmountCurrencyIdentifier: invoice.currency };
  const amount = (name: string, value: number) => element(name, finvoiceAmount(value), currency);
  return group(
    'InvoiceDetails',
    element('InvoiceTypeCode', kind === 'invoice' ? 'INV01' : 'INV02'),
    element('InvoiceTypeText', TYPE_TEXT[kind][invoice.language]),
    element('OriginCode', 'Original'),
    element('InvoiceNumber', invoice.number.trim()),
    date('InvoiceDate', invoice.date),
    amount('InvoiceTotalVatExcludedAmount', invoice.totals.net),
    amount('InvoiceTotalVatAmount', invoice.totals.vat),
    amount('InvoiceTotalVatIncludedAmount', invoice.totals.gross),
    ...invoice.totals.byVatRate.map((line) =>
      group(
        'VatSpecificationDetails',
        amount('VatBaseAmount', line.net),
        element('VatRatePercent', finvoiceDecimal(line.vatPercent)),
        amount('VatRateAmount', line.vat),
      ),
    ),
    element('InvoiceFreeText', trimmed(invoice.freeText)?.slice(0, 512)),
    group(
      'PaymentTermsDetails',
      element('PaymentTermsFreeText', `${invoice.paymentTermDays} ${PAYMENT_TERMS[invoice.language]}`.slice(0, 70)),
      date('InvoiceDueDate', invoice.dueDate),
    ),
  );
}

function invoiceRow(row: FinvoiceRow, currency: string): string {
  const amount = (name: string, value: number) =>
    element(name, finvoiceAmount(value), { AmountCurrencyIdentifier: currency });
  return group(
    'InvoiceRow',
    element('ArticleName', row.description.trim().slice(0, 100)),
    element('InvoicedQuantity', finvoiceDecimal(row.quantity), { QuantityUnitCode: row.unit.trim() }),
    element('UnitPriceAmount', finvoiceUnitPrice(row.unitPrice), { AmountCurrencyIdentifier: currency }),
    element('RowVatRatePercent', finvoiceDecimal(row.vatPercent)),
    amount('RowVatAmount', row.vat),
    amount('RowVatExcludedAmount', row.net),
    amount('RowAmount', row.gross),
  );
}

function epiDetails(invoice: FinvoiceInvoice): string {
  const { seller } = invoice;
  const reference = invoice.reference.replace(/\s+/g, '').toUpperCase();
  return group(
    'EpiDetails',
    group('EpiIdentificationDetails', date('EpiDate', invoice.date), element('EpiReference', reference)),
    group(
      'EpiPartyDetails',
      group(
        'EpiBfiPartyDetails',
        element('EpiBfiIdentifier', seller.bic.replace(/\s+/g, '').toUpperCase(), { IdentificationSchemeName: 'BIC' }),
      ),
      group(
        'EpiBeneficiaryPartyDetails',
        // A token of at most 35 characters: runs of white space become one space.
        element('EpiNameAddressDetails', seller.name.trim().replace(/\s+/g, ' ').slice(0, 35).trim()),
        element('EpiAccountID', compactIban(seller.iban), { IdentificationSchemeName: 'IBAN' }),
      ),
    ),
    group(
      'EpiPaymentInstructionDetails',
      // SPY: a Finnish reference number (Finance Finland's scheme); ISO: an RF creditor reference.
      element('EpiRemittanceInfoIdentifier', reference, {
        IdentificationSchemeName: isRfReference(reference) ? 'ISO' : 'SPY',
      }),
      element('EpiInstructedAmount', finvoiceAmount(invoice.totals.gross), {
        AmountCurrencyIdentifier: invoice.currency,
      }),
      element('EpiCharge', 'SLEV', { ChargeOption: 'SLEV' }),
      date('EpiDateOptionDate', invoice.dueDate),
    ),
  );
}

/**
 * The invoice as a Finvoice 3.0 message (UTF-8), elements in the order Finvoice3.0.xsd demands.
 * Throws FinvoiceMissingFieldsError naming every missing or invalid field.
 * @computation
 */
export function finvoiceXml(invoice: FinvoiceInvoice): string {
  const missing = missingFinvoiceFields(invoice);
  if (missing.length > 0) throw new FinvoiceMissingFieldsError(missing);
  const { seller, buyer } = invoice;
  const body = [
    transmission(invoice),
    partyDetails('Seller', seller),
    element('SellerOrganisationUnitNumber', trimmed(seller.eInvoiceAddress)),
    group(
      'SellerInformationDetails',
      group(
        'SellerAccountDetails',
        element('SellerAccountID', compactIban(seller.iban), { IdentificationSchemeName: 'IBAN' }),
        element('SellerBic', seller.bic.replace(/\s+/g, '').toUpperCase(), { IdentificationSchemeName: 'BIC' }),
      ),
    ),
    element('InvoiceRecipientLanguageCode', invoice.language.toUpperCase()),
    partyDetails('Buyer', buyer),
    element('BuyerOrganisationUnitNumber', trimmed(buyer.eInvoiceAddress)),
    group(
      'DeliveryDetails',
      date('DeliveryDate', invoice.deliveryDate),
      element('WaybillIdentifier', trimmed(invoice.waybillNumber)?.slice(0, 70)),
    ),
    invoiceDetails(invoice),
    ...invoice.rows.map((row) => invoiceRow(row, invoice.currency)),
    epiDetails(invoice),
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Finvoice Version="3.0">${body}</Finvoice>\n`;
}
