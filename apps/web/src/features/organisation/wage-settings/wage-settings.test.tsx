import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowanceDefaults, wageDefaults, type WageDetails, type WageDetailsInput } from '@rahti/domain';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

const organisation = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Kuljetus Virtanen Oy',
  currency: 'EUR',
  vehicleLimit: null,
  timeZone: 'Europe/Helsinki',
  setToBeDeletedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const builtIn: WageDetails = { ...wageDefaults(), allowances: allowanceDefaults(), isSaved: false, updatedAt: null };

function openOrganisation(handlers: Record<string, unknown> = {}) {
  const sent: { method: string; body: WageDetailsInput }[] = [];
  const answer = (method: string) => (init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as WageDetailsInput;
    sent.push({ method, body });
    return jsonResponse(
      { ...builtIn, isSaved: true, updatedAt: '2026-11-25T09:00:00.000Z' },
      method === 'POST' ? 201 : 200,
    );
  };
  const app = renderApp('/organisation', {
    account: { role: 'Admin' },
    handlers: {
      'GET /api/organisation': organisation,
      'GET /api/organisation/users': [],
      'GET /api/SalaryTypeCodes': [],
      'GET /api/licence-types': { classes: [], qualifications: [], custom: [] },
      'GET /api/Organisation/WageDetails': builtIn,
      'POST /api/Organisation/WageDetails': answer('POST'),
      'PUT /api/Organisation/WageDetails': answer('PUT'),
      ...handlers,
    },
  });
  return { ...app, sent };
}

const section = () => screen.findByRole('region', { name: 'Wage settings' });
const input = (region: HTMLElement, label: string) => within(region).getByLabelText(label) as HTMLInputElement;

describe('wage settings on the organisation page', () => {
  it('shows the side costs and allowances as percentages and money, and saves a change as fractions', async () => {
    const { user, sent } = openOrganisation();
    const region = await section();
    expect((await within(region).findByLabelText('Night work supplement')).getAttribute('value')).toBe('20');
    expect(input(region, 'Holiday pay').value).toBe('18.5');
    expect(input(region, 'Group life insurance').value).toBe('0.07');
    expect(input(region, 'Salary limit for unemployment insurance (payroll a year)').value).toBe('2169000');
    expect(input(region, 'Full domestic').value).toBe('35.7');

    await user.clear(input(region, 'Night work supplement'));
    await user.type(input(region, 'Night work supplement'), '25');
    await user.clear(input(region, 'Full domestic'));
    await user.type(input(region, 'Full domestic'), '40,5');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Wage settings saved')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST'); // nothing saved before: the first save creates
    expect(sent[0]?.body).toMatchObject({
      nightWorkSupplementPercentage: 0.25,
      vacationSupplementPercentage: 0.185,
      groupLifeInsuranceContributionPercentage: 0.0007,
    });
    expect(sent[0]?.body.allowances).toMatchObject({ fullDomestic: 40.5, halfDomestic: 16.2 });
  });

  it('names every wrong field, beside it and in a list, and sends nothing', async () => {
    const { user, sent } = openOrganisation();
    const region = await section();
    await within(region).findByLabelText('Evening work supplement');
    await user.clear(input(region, 'Evening work supplement'));
    await user.type(input(region, 'Evening work supplement'), '-1');
    await user.clear(input(region, 'Half abroad'));
    await user.type(input(region, 'Half abroad'), 'abc');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(input(region, 'Evening work supplement').getAttribute('aria-invalid')).toBe('true');
    expect(input(region, 'Half abroad').getAttribute('aria-invalid')).toBe('true');
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain('Evening work supplement: Value can not be smaller than 0');
    expect(alert.textContent).toContain('Half abroad: Enter a valid number');
    expect(sent).toHaveLength(0);
  });

  it("puts the server's field messages on the fields, and changes saved settings with PUT", async () => {
    const saved = { ...builtIn, isSaved: true, updatedAt: '2026-11-20T08:00:00.000Z' };
    const refused = jsonResponse(
      {
        statusCode: 400,
        code: 'validation',
        message: 'Invalid',
        fields: [{ path: 'allowances.fullAbroad', message: 'Value can not be smaller than 0' }],
      },
      400,
    );
    const { user } = openOrganisation({
      'GET /api/Organisation/WageDetails': saved,
      'PUT /api/Organisation/WageDetails': refused,
    });
    const region = await section();
    await within(region).findByLabelText('Full abroad');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Value can not be smaller than 0')).toBeTruthy();
    expect(input(region, 'Full abroad').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the organisation's own values and leaves the built-in ones as placeholders (issue 21)", async () => {
    const own: WageDetails = {
      ...builtIn,
      nightWorkSupplementPercentage: 0.25,
      allowances: { ...allowanceDefaults(), fullDomestic: 40 },
      isSaved: true,
      updatedAt: '2026-11-20T08:00:00.000Z',
      ownValues: { nightWorkSupplementPercentage: 0.25, allowances: { fullDomestic: 40 } },
    };
    const { user, sent } = openOrganisation({ 'GET /api/Organisation/WageDetails': own });
    const region = await section();
    const night = await within(region).findByLabelText('Night work supplement');
    expect((night as HTMLInputElement).value).toBe('25');
    expect(input(region, 'Full domestic').value).toBe('40');
    for (const [label, builtInValue] of [
      ['Evening work supplement', '15'],
      ['Holiday pay', '18.5'],
      ['Half domestic', '16.2'],
    ] as const) {
      expect(input(region, label).value).toBe('');
      expect(input(region, label).placeholder).toBe(builtInValue);
    }
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wage settings saved')).toBeTruthy();
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.body).toEqual({ nightWorkSupplementPercentage: 0.25, allowances: { fullDomestic: 40 } });
  });

  it('shows a new organisation every field empty, each with its built-in value as placeholder', async () => {
    openOrganisation({ 'GET /api/Organisation/WageDetails': { ...builtIn, ownValues: { allowances: {} } } });
    const region = await section();
    const night = await within(region).findByLabelText('Night work supplement');
    expect((night as HTMLInputElement).value).toBe('');
    expect((night as HTMLInputElement).placeholder).toBe('20');
    expect(input(region, 'Full domestic').placeholder).toBe('35.7');
  });
});
