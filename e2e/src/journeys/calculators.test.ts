import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { costRatesOf, formatMoney, parseDecimal, priceJob, type Calculation, type Language } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { expectNotified, expectVisible } from '../harness/expect-page';
import { registerOrganisation, uniqueOrganisation } from '../harness/register-organisation';
import { screenshot } from '../harness/screenshot';
import { exactly, fieldLabel, text } from '../harness/texts';

/** The wizard's steps for a new investment, with the screenshot name of each (e2e/screenshots/calc-<step>-<lang>.png). */
const STEPS = [
  { name: 'type', path: '/SelectCalculationType', key: 'type' },
  { name: 'vehicle-type', path: '/selectvehicletype/:id', key: 'vehicleClass' },
  { name: 'vehicle-details', path: '/vehicledetails/:id', key: 'vehicleDetails' },
  { name: 'instructions', path: '/instructions', key: 'instructions' },
  { name: 'default-values', path: '/defaultvalues/:id', key: 'defaults' },
  { name: 'investments', path: '/investments/:id', key: 'investments' },
  { name: 'wages', path: '/insertwages/:id', key: 'wages' },
  { name: 'revenue', path: '/revenue/:id', key: 'revenue' },
  { name: 'calculation', path: '/calculation', key: 'calculation' },
] as const;

const OTHER_LANGUAGES: Language[] = ['fi', 'sv'];

/** The wizard's field for a catalogue key under web-calc-wizard:fields. */
const field = (page: Page, language: Language, key: string) =>
  page.getByLabel(fieldLabel(text(language, `web-calc-wizard:fields.${key}`)), { exact: true });

async function fill(page: Page, language: Language, key: string, value: string): Promise<void> {
  await field(page, language, key).fill(value);
}

async function numberIn(page: Page, language: Language, key: string): Promise<number | undefined> {
  return parseDecimal(await field(page, language, key).inputValue());
}

async function expectStep(page: Page, language: Language, key: string): Promise<void> {
  await expectVisible(
    page.getByRole('heading', { level: 1, name: exactly(text(language, `web-calc-wizard:steps.${key}.title`)) }),
  );
}

async function next(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: exactly(text(language, 'web-calc-wizard:actions.next')) }).click();
}

/** The saved calculation as the server keeps it, read with the signed-in user's own token. */
async function savedCalculation(page: Page, id: string): Promise<Calculation> {
  return page.evaluate(async (calculationId) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
    const response = await fetch(`/api/calculations/${calculationId}`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    return (await response.json()) as Calculation;
  }, id);
}

describe('a Swedish haulage company calculates a new truck', () => {
  const browsing = useBrowser();

  it('completes the new-investment wizard in SEK, prices a job at 15 % and finds it all again after a reload', async () => {
    const en: Language = 'en';
    const t = (key: string) => exactly(text(en, key));
    const page = await browsing.openPage(en);
    await registerOrganisation(page, en, uniqueOrganisation('Åkeri Lindqvist'), 'SEK');
    await page.waitForURL((url) => url.pathname === '/calculations', { timeout: 30_000 });
    await expectVisible(page.getByText(exactly(text(en, 'web-calculations:list.empty'))));

    await page.getByRole('link', { name: t('web-calculations:list.newCalculation') }).click();
    await expectStep(page, en, 'type');
    await screenshot(page, 'calc-type', en);
    await page
      .getByRole('button', { name: new RegExp(`^\\s*${text(en, 'web-calc-wizard:kinds.newInvestment.label')}`) })
      .click();

    await expectStep(page, en, 'vehicleClass');
    await page.getByRole('radio', { name: t('web-calc-wizard:vehicleClasses.3') }).click();
    await screenshot(page, 'calc-vehicle-type', en);
    await next(page, en);

    await expectStep(page, en, 'vehicleDetails');
    await fill(page, en, 'name', 'Scania R 450 SEK');
    await fill(page, en, 'base', 'Göteborg');
    await screenshot(page, 'calc-vehicle-details', en);
    await next(page, en);

    await expectStep(page, en, 'instructions');
    await screenshot(page, 'calc-instructions', en);
    await next(page, en);

    // Spec section 9: under SEK the vehicle money defaults are ×10 (truck: tax 927 → 9 270, all-risk 1 300 → 13 000).
    await expectStep(page, en, 'defaults');
    await expect.poll(() => numberIn(page, en, 'defaults.vehicleTax'), { timeout: 15_000 }).toBe(9270);
    expect(await numberIn(page, en, 'defaults.insuranceAllRisk')).toBe(13000);
    expect(await numberIn(page, en, 'defaults.countOfTyres')).toBe(8);
    await expectVisible(page.getByText(exactly(formatMoney(9270, 'SEK', en))));
    await screenshot(page, 'calc-default-values', en);
    await next(page, en);

    await expectStep(page, en, 'investments');
    await fill(page, en, 'vehicle.purchasePrice', '1 850 000');
    await fill(page, en, 'vehicle.downPayment', '370000');
    await fill(page, en, 'usage.plannedUseYears', '6');
    await fill(page, en, 'usage.kmPerYear', '120000');
    await fill(page, en, 'vehicle.consumptionPer100Km', '31,5');
    await screenshot(page, 'calc-investments', en);
    await next(page, en);

    await expectStep(page, en, 'wages');
    await fill(page, en, 'wages.hourlyWage', '185');
    await screenshot(page, 'calc-wages', en);
    await next(page, en);

    await expectStep(page, en, 'revenue');
    await fill(page, en, 'revenue.revenueValue', '2600000');
    await fill(page, en, 'revenue.yearlyCost', '90000');
    await fill(page, en, 'revenue.targetProfitMarginPercent', '15');
    await screenshot(page, 'calc-revenue', en);
    await next(page, en);

    await expectStep(page, en, 'calculation');
    await page.getByRole('button', { name: t('web-calc-wizard:actions.save') }).click();
    await expectNotified(page, exactly(text(en, 'web-calc-wizard:summary.saved')));
    await screenshot(page, 'calc-calculation', en);
    await next(page, en);
    await page.waitForURL((url) => url.pathname.startsWith('/calculationResultsVue/'));
    const id = new URL(page.url()).pathname.split('/')[2] ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'calc-results', en);
    expect.soft(await seriousA11yViolations(page), 'results with the chart').toBe('');

    // The pricing view: 9 h and 450 km at a 15 % target margin, priced as the domain prices it.
    await page.goto(`/pricing/${id}`);
    const pricingField = (key: string) =>
      page.getByLabel(fieldLabel(text(en, `web-calc-wizard:pricing.${key}`)), { exact: true });
    await pricingField('hours').fill('9');
    await pricingField('km').fill('450');
    await pricingField('targetMarginPercent').fill('15');
    const saved = await savedCalculation(page, id);
    expect(saved.currency).toBe('SEK');
    const price = priceJob({ ...costRatesOf(saved), hours: 9, km: 450, targetMarginPercent: 15 });
    expect(price.targetPrice).toBeGreaterThan(price.cost);
    const shownPrice = exactly(formatMoney(price.targetPrice, 'SEK', en));
    await expectVisible(page.getByText(shownPrice));
    await screenshot(page, 'calc-pricing', en);
    expect.soft(await seriousA11yViolations(page), 'pricing page').toBe('');
    await page.getByRole('button', { name: t('web-calc-wizard:actions.save') }).click();
    await expect
      .poll(async () => (await savedCalculation(page, id)).pricing.targetMarginPercent, { timeout: 15_000 })
      .toBe(15);

    // A reload keeps the calculation: the price, and every step's values.
    await page.reload();
    await expectVisible(pricingField('hours'));
    expect(await pricingField('targetMarginPercent').inputValue()).toBe('15');
    await expectVisible(page.getByText(shownPrice));
    await page.goto(`/vehicledetails/${id}`);
    await expect.poll(() => field(page, en, 'name').inputValue(), { timeout: 15_000 }).toBe('Scania R 450 SEK');
    await page.goto(`/defaultvalues/${id}`);
    await expect.poll(() => numberIn(page, en, 'defaults.vehicleTax'), { timeout: 15_000 }).toBe(9270);

    // The list shows it, in kronor, and passes axe.
    await page.goto('/calculations');
    await expectVisible(page.getByRole('rowheader', { name: 'Scania R 450 SEK' }));
    expect(await page.getByRole('row').filter({ hasText: 'Scania R 450 SEK' }).textContent()).toContain('kr');
    expect.soft(await seriousA11yViolations(page), 'calculations list').toBe('');

    // The printable result: the same costs on a sheet, and a quote for the priced job.
    await page.goto(`/calculations/${id}/print`);
    await expectVisible(page.getByRole('heading', { level: 1, name: t('web-calculations:print.resultTitle') }));
    await expectVisible(page.getByText(exactly(formatMoney(costRatesOf(saved).costPerHour, 'SEK', en))));
    expect.soft(await seriousA11yViolations(page), 'printable result').toBe('');
    await page.goto(`/calculations/${id}/quote?hours=9&km=450&margin=15`);
    await expectVisible(page.getByRole('cell', { name: shownPrice }));

    // Every step once more in Finnish and Swedish, for the screenshots.
    for (const language of OTHER_LANGUAGES) {
      await page.evaluate((lng) => localStorage.setItem('rahti.language', lng), language);
      for (const step of STEPS) {
        await page.goto(step.path.replace(':id', id));
        await expectStep(page, language, step.key);
        await screenshot(page, `calc-${step.name}`, language);
      }
    }
  });
});
