import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type OrganisationInvoicing } from '@rahti/domain';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { testOrganisation } from '../../../test/fixtures';
import { InvoicingDetailsSection } from './invoicing-details-section';

const details: OrganisationInvoicing = {
  businessId: '1234567-1',
  vatNumber: 'FI12345671',
  street: 'Satamakatu 1',
  postCode: '33100',
  town: 'Tampere',
  countryCode: 'FI',
  iban: '',
  bic: '',
  eInvoiceAddress: '',
  eInvoiceOperator: '',
  email: 'laskutus@virtanen.fi',
  phone: '',
  website: '',
  invoiceNotes: 'Viivästyskorko 8 %',
  nextNumber: 1042,
  lastNumber: 1041,
  missing: ['sellerIban', 'sellerBic'],
};
const organisation = testOrganisation();
const section = () =>
  within(screen.getByRole('heading', { name: 'Invoicing details' }).closest('section') as HTMLElement);

describe("the organisation's invoicing details", { timeout: 30_000 }, () => {
  it('shows what is missing for sending, the last number given, and saves the changes', async () => {
    let body: unknown;
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [],
        'GET /api/organisation/invoicing': details,
        'PUT /api/organisation/invoicing': (init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return body && (body as { nextNumber: number }).nextNumber <= 1041
            ? jsonResponse(
                {
                  statusCode: 400,
                  code: 'invoices:nextNumberTooLow',
                  message: 'The next invoice number must be greater than 1041, the last number given',
                  fields: [
                    {
                      path: 'nextNumber',
                      message: 'The next invoice number must be greater than 1041, the last number given',
                    },
                  ],
                },
                400,
              )
            : { ...details, iban: 'FI2112345600000785', bic: 'NDEAFIHH', missing: [] };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invoicing details' })).toBeTruthy();
    const warning = within(
      await section()
        .findByText('Invoicing details missing')
        .then((title) => title.closest('[role="alert"]') as HTMLElement),
    );
    expect(warning.getAllByRole('listitem').map((item) => item.textContent)).toEqual(["Seller's IBAN", "Seller's BIC"]);
    expect((section().getByRole('textbox', { name: 'Business ID' }) as HTMLInputElement).value).toBe('1234567-1');
    expect(section().getByText('The last number given is 1041; the next must be greater.')).toBeTruthy();

    const next = section().getByRole('textbox', { name: 'Next invoice number' });
    await user.clear(next);
    await user.type(next, '1041');
    await user.type(section().getByRole('textbox', { name: 'IBAN' }), 'FI21 1234 5600 0007 85');
    await user.type(section().getByRole('textbox', { name: 'BIC' }), 'NDEAFIHH');
    await user.click(section().getByRole('button', { name: 'Save' }));
    expect(
      await section().findByText('The next invoice number must be greater than 1041, the last number given'),
    ).toBeTruthy();
    expect(next.getAttribute('aria-invalid')).toBe('true');

    await user.clear(next);
    await user.type(next, '2000');
    await user.click(section().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((body as { nextNumber: number }).nextNumber).toBe(2000));
    expect(body).toMatchObject({ iban: 'FI2112345600000785', bic: 'NDEAFIHH', businessId: '1234567-1' });
  });

  it('shows the details to a User without letting them change them', async () => {
    renderApp('/seller', {
      routes: [
        {
          path: '/seller',
          Component: InvoicingDetailsSection,
          access: 'signedIn',
          titleKey: 'web-invoices:seller.heading',
        },
      ],
      account: { role: 'User' },
      handlers: { 'GET /api/organisation/invoicing': details },
    });
    const businessId = await screen.findByRole('textbox', { name: 'Business ID' });
    expect(businessId.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Invoicing details missing')).toBeTruthy();
  });

  it('is left out of the organisation page without the tasks feature', async () => {
    renderApp('/organisation', {
      account: { role: 'Admin' },
      features: { ...allFeatures(), taskProfitability: false },
      handlers: { 'GET /api/organisation': organisation, 'GET /api/organisation/users': [] },
    });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invoicing details' })).toBeNull();
  });
});
