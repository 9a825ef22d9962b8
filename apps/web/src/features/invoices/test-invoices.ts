import {
  bankBarcode,
  rfReference,
  type Customer,
  type Invoice,
  type InvoiceSummary,
  type InvoicesPage,
  type OrganisationInvoicing,
  type Task,
} from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { testId } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// Records as the API answers them, for the invoice pages' tests.

export const customer = (overrides: Partial<Customer> = {}): Customer => ({
  id: testId(501),
  name: 'Rautakauppa Oy',
  businessId: '1234567-1',
  vatNumber: null,
  address: { street: 'Satamakatu 1', postCode: '33100', town: 'Tampere', countryCode: 'FI' },
  eInvoiceAddress: '',
  eInvoiceOperator: '',
  contactName: '',
  email: 'laskut@rautakauppa.fi',
  phone: '',
  paymentTermDays: 14,
  language: 'fi',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const summary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: testId(601),
  number: 1001,
  kind: 'invoice',
  state: 'sent',
  source: 'internal',
  customerId: testId(501),
  customerName: 'Rautakauppa Oy',
  currency: 'EUR',
  date: '2026-02-02',
  dueDate: '2026-02-16',
  referenceNumber: '10016',
  overdue: false,
  version: 2,
  net: 100,
  vat: 25.5,
  gross: 125.5,
  ...overrides,
});

export const page = (items: InvoiceSummary[], total = items.length): InvoicesPage => ({
  items,
  total,
  sums: {
    net: items.reduce((sum, item) => sum + item.net, 0),
    vat: items.reduce((sum, item) => sum + item.vat, 0),
    gross: items.reduce((sum, item) => sum + item.gross, 0),
  },
});

const buyer = {
  name: 'Rautakauppa Oy',
  businessId: '1234567-1',
  vatNumber: null,
  street: 'Satamakatu 1',
  postCode: '33100',
  town: 'Tampere',
  countryCode: 'FI',
  eInvoiceAddress: '003712345671',
  eInvoiceOperator: 'OKOYFIHH',
  contactName: '',
  email: '',
};

/** A draft of two rows at 25.5 % and one at 10 %; overrides change state and links. */
export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: testId(601),
  number: 1001,
  kind: 'invoice',
  state: 'draft',
  source: 'internal',
  externalId: null,
  customerId: testId(501),
  customerName: 'Rautakauppa Oy',
  buyer,
  language: 'fi',
  currency: 'EUR',
  date: '2026-02-02',
  dueDate: '2026-02-16',
  paymentTermDays: 14,
  referenceNumber: '10016',
  rfReference: rfReference('10016'),
  barcode: bankBarcode({
    iban: 'FI2112345600000785',
    amount: 1373.75,
    reference: rfReference('10016'),
    dueDate: '2026-02-16',
  }),
  notes: 'Kiitos tilauksesta',
  creditsInvoiceId: null,
  creditsInvoiceNumber: null,
  creditedById: null,
  sentAt: null,
  paidOn: null,
  overdue: false,
  rows: [
    {
      position: 1,
      description: 'Kuljetus 2.2.2026, Tampere – Oulu',
      quantity: 1,
      unit: 'kpl',
      unitPrice: 1000,
      vatPercent: 25.5,
      taskId: testId(701),
      net: 1000,
      vat: 255,
      gross: 1255,
    },
    {
      position: 2,
      description: 'Odotus',
      quantity: 1.5,
      unit: 'h',
      unitPrice: 45.55,
      vatPercent: 25.5,
      taskId: null,
      net: 68.33,
      vat: 17.42,
      gross: 85.75,
    },
    {
      position: 3,
      description: 'Lautta',
      quantity: 1,
      unit: 'kpl',
      unitPrice: 30,
      vatPercent: 10,
      taskId: null,
      net: 30,
      vat: 3,
      gross: 33,
    },
  ],
  totals: {
    net: 1098.33,
    vat: 275.42,
    gross: 1373.75,
    byVatRate: [
      { vatPercent: 25.5, net: 1068.33, vat: 272.42, gross: 1340.75 },
      { vatPercent: 10, net: 30, vat: 3, gross: 33 },
    ],
  },
  version: 3,
  createdAt: '2026-02-02T08:00:00.000Z',
  updatedAt: '2026-02-02T08:00:00.000Z',
  ...overrides,
});

export const task = (overrides: Partial<Task> = {}): Task => ({
  id: testId(701),
  start: '2026-02-02T06:00:00.000Z',
  end: '2026-02-02T14:00:00.000Z',
  status: 'done',
  customerId: testId(501),
  customerName: 'Rautakauppa Oy',
  vehicleId: testId(801),
  vehicleName: 'ABC-123',
  driverId: null,
  driverName: 'Anna Virta',
  departmentId: null,
  shiftId: null,
  source: 'internal',
  externalId: null,
  description: '',
  pickup: 'Tampere',
  delivery: 'Oulu',
  weightKg: null,
  pallets: null,
  km: 490,
  income: 1000,
  otherCosts: 0,
  calculationId: null,
  invoiceId: null,
  routeId: null,
  isShared: false,
  version: 1,
  economics: {
    hours: 8,
    km: 490,
    timeCostPerHour: 50,
    distanceCostPerKm: 0.5,
    timeCost: 400,
    distanceCost: 245,
    otherCosts: 0,
    totalCost: 645,
    income: 1000,
    profit: 355,
    marginPercent: 35.5,
  },
  createdAt: '2026-02-02T15:00:00.000Z',
  updatedAt: '2026-02-02T15:00:00.000Z',
  ...overrides,
});

/** The seller's details of an organisation that can send invoices. */
export const invoicingDetails = (overrides: Partial<OrganisationInvoicing> = {}): OrganisationInvoicing => ({
  businessId: '1234567-1',
  vatNumber: '',
  street: 'Tie 1',
  postCode: '00100',
  town: 'Helsinki',
  countryCode: 'FI',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
  eInvoiceAddress: '',
  eInvoiceOperator: '',
  email: '',
  phone: '',
  website: '',
  invoiceNotes: '',
  nextNumber: 1002,
  lastNumber: 1001,
  missing: [],
  ...overrides,
});

/** The invoice page at `at` (the invoice's own address unless told) answering `shown`, with more API answers. */
export const renderInvoice = (shown: Invoice, handlers: Record<string, unknown> = {}, at = `/invoice/${shown.id}`) =>
  renderApp(at, {
    handlers: {
      [`GET /api/invoices/${shown.id}`]: shown,
      'GET /api/organisation/invoicing': invoicingDetails(),
      ...handlers,
    },
  });

/** An error answer as the server sends it; `fields` maps each path to blame to its message. */
export const apiError = (status: number, code: string, message: string, fields: Record<string, string> = {}) =>
  jsonResponse(
    {
      statusCode: status,
      code,
      message,
      fields: Object.entries(fields).map(([path, text]) => ({ path, message: text })),
    },
    status,
  );
