import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

/** A customer of `tenant` with an address and payment terms; answers its id. */
export async function addCustomer(
  t: TestApp,
  tenant: TestTenant,
  customer: Record<string, unknown> = {},
): Promise<string> {
  const created = await apiAs(t)(tenant.users.admin, 'POST', '/api/organisation/customers', {
    name: 'Kesko Logistiikka Oy',
    businessId: '0109862-8',
    address: 'Satamakatu 3, 00160 Helsinki',
    paymentTermDays: 14,
    language: 'fi',
    ...customer,
  });
  if (created.status !== 201) throw new Error(`customer: ${created.status} ${created.raw.body}`);
  return created.body.id!;
}

/** The seller's details every sent invoice needs (a real Finnish IBAN and BIC shape). */
export const sellerDetails = {
  businessId: '2345678-0',
  street: 'Kuljetustie 1',
  postCode: '01510',
  town: 'Vantaa',
  countryCode: 'FI',
  iban: 'FI21 1234 5600 0007 85',
  bic: 'NDEAFIHH',
  eInvoiceAddress: '003723456780',
  eInvoiceOperator: 'E204503',
};

export async function fillInvoicingDetails(t: TestApp, tenant: TestTenant, extra: Record<string, unknown> = {}) {
  const saved = await apiAs(t)(tenant.users.admin, 'PUT', '/api/organisation/invoicing', {
    ...sellerDetails,
    ...extra,
  });
  if (saved.status !== 200) throw new Error(`invoicing: ${saved.status} ${saved.raw.body}`);
  return saved.body;
}
