import type { TestTenant } from '../helpers/tenants';
import { NO_ID, type RouteSample } from './route-sample';

/** Samples of the invoicing routes (issue 22); another organisation's record is NO_ID, a 404. */
export const INVOICING_SAMPLES: Record<string, RouteSample> = {};
const noRecord = () => ({ id: NO_ID });
const bySource = (target: TestTenant) => `source=external&confirmName=${encodeURIComponent(target.name)}`;

// Invoices (issue 22).
const sampleRow = { description: 'Kuljetus', quantity: 1, unit: 'kpl', unitPrice: 100, vatPercent: 25.5 };
Object.assign(INVOICING_SAMPLES, {
  'POST /api/invoices': { body: { customerId: NO_ID, date: '2026-11-20', rows: [sampleRow] } },
  'GET /api/invoices/:id': { params: noRecord },
  'PUT /api/invoices/:id': {
    params: noRecord,
    body: { customerId: NO_ID, date: '2026-11-20', rows: [sampleRow], version: 1 },
  },
  'DELETE /api/invoices/:id': { params: noRecord },
  'POST /api/invoices/:id/send': { params: noRecord, body: { version: 1 } },
  'POST /api/invoices/:id/paid': { params: noRecord, body: { paidOn: '2026-11-25', version: 1 } },
  'POST /api/invoices/:id/credit': { params: noRecord, body: { version: 1 } },
  'GET /api/invoices/:id/finvoice': { params: noRecord },
  'GET /api/invoices/:id/pdf': { params: noRecord },
  'DELETE /api/organisation/invoices': { query: bySource },
  'PUT /api/organisation/invoicing': { body: { businessId: '0737546-2', town: 'Vantaa' } },
  'GET /api/invoices/import/template': {},
  'POST /api/invoices/import/preview': {},
  'POST /api/invoices/import': {
    body: {
      rows: [
        {
          line: 2,
          values: {
            invoiceId: 'ERP-1',
            date: '2026-11-20',
            customer: 'Asiakas Oy',
            description: 'Kuljetus',
            quantity: '1',
            unitPrice: '100',
            vatPercent: '25.5',
          },
        },
      ],
    },
  },
} satisfies Record<string, RouteSample>);

// Task feeds (issue 22): an address the check passes without a resolver (a public address literal).
const sampleFeed = { name: 'Feed', url: 'https://93.184.215.14/tasks', username: 'rahti', password: 'secret' };
Object.assign(INVOICING_SAMPLES, {
  'POST /api/organisation/task-feeds': { body: sampleFeed },
  'GET /api/organisation/task-feeds/:id': { params: noRecord },
  'PUT /api/organisation/task-feeds/:id': { params: noRecord, body: sampleFeed },
  'DELETE /api/organisation/task-feeds/:id': { params: noRecord },
  'POST /api/organisation/task-feeds/:id/fetch': { params: noRecord },
} satisfies Record<string, RouteSample>);
