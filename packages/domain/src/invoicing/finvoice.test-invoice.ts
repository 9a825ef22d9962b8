import type { FinvoiceInvoice } from './finvoice-invoice';
import { invoiceRowAmounts, invoiceTotals } from './invoice-totals';

/** A complete haulage invoice of a Finnish carrier, for the Finvoice tests. */
export function testInvoice(overrides: Partial<FinvoiceInvoice> = {}): FinvoiceInvoice {
  const rows = [
    { description: 'Kuljetus Helsinki–Tampere & takaisin', quantity: 2, unit: 'kpl', unitPrice: 480, vatPercent: 25.5 },
    { description: 'Odotus <lastaus>', quantity: 1.5, unit: 'h', unitPrice: 61.43, vatPercent: 25.5 },
    { description: 'Lounas "kuljettaja"', quantity: 1, unit: 'kpl', unitPrice: 12.5, vatPercent: 13.5 },
  ].map((row) => ({ ...row, ...invoiceRowAmounts(row) }));
  return {
    seller: {
      name: 'Rahti & Kumpp. Oy',
      businessId: '0737546-2',
      street: 'Satamatie 1',
      postCode: '00980',
      town: 'Helsinki',
      countryCode: 'FI',
      vatNumber: 'FI07375462',
      iban: 'FI37 1590 3000 0007 76',
      bic: 'NDEAFIHH',
    },
    buyer: {
      name: 'Ostaja Oyj',
      businessId: '0112038-9',
      street: 'Karaportti 3',
      postCode: '02610',
      town: 'Espoo',
      countryCode: 'FI',
    },
    number: '2026-0042',
    date: '2026-03-02',
    dueDate: '2026-03-16',
    currency: 'EUR',
    reference: '1234561',
    language: 'fi',
    paymentTermDays: 14,
    freeText: 'Kiitos & tervetuloa uudelleen',
    rows,
    totals: invoiceTotals(rows),
    deliveryDate: '2026-02-27',
    waybillNumber: 'RK-77/2026',
    ...overrides,
  };
}
