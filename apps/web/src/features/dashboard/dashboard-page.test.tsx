import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, baseSubscriptionFeatures } from '@rahti/domain';
import { renderApp } from '../../test/render-app';

const firstSteps = async () => screen.findByRole('region', { name: 'First steps' });
/** Each step as the user reads it: its title, its state and the link it offers. */
const steps = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [item.querySelector('p')?.textContent, link ? `${link.textContent} → ${link.getAttribute('href')}` : null];
    });

describe('the dashboard of a new organisation', () => {
  it('lists the first steps, offering to ask for what the base subscription leaves out', async () => {
    renderApp('/dashboard', { features: baseSubscriptionFeatures(), handlers: { 'GET /api/calculations': [] } });
    const region = await firstSteps();
    expect(within(region).getByText('0 of 3 done')).toBeTruthy();
    expect(steps(region)).toEqual([
      ['Add your vehicles', 'Ask for Vehicles → /contact-us?subject=sales&feature=vehicles'],
      ['Add your drivers', 'Ask for Drivers → /contact-us?subject=sales&feature=drivers'],
      ['Make your first calculation', 'Start a calculation → /SelectCalculationType'],
    ]);
    expect(within(region).getAllByText('Not in your subscription')).toHaveLength(2);
    expect(within(region).getByText('To do')).toBeTruthy();
  });

  it('marks a step done once the organisation has vehicles, drivers or calculations', async () => {
    renderApp('/dashboard', {
      features: allFeatures(),
      handlers: {
        'GET /api/vehicles': [{ id: 'v1' }],
        'GET /api/drivers': [],
        'GET /api/calculations': [{ id: 'c1' }],
      },
    });
    const region = await firstSteps();
    expect(await within(region).findByText('2 of 3 done')).toBeTruthy();
    expect(within(region).getAllByText('Done')).toHaveLength(2);
    expect(steps(region)).toEqual([
      ['Add your vehicles', null],
      ['Add your drivers', 'Go to drivers → /drivers'],
      ['Make your first calculation', null],
    ]);
  });

  it('leaves the first steps out once every one is done', async () => {
    renderApp('/dashboard', {
      features: allFeatures(),
      handlers: {
        'GET /api/vehicles': [{ id: 'v1' }],
        'GET /api/drivers': [{ id: 'd1' }],
        'GET /api/calculations': [{ id: 'c1' }],
      },
    });
    expect(await screen.findByRole('table', { name: "Features of your organisation's subscription" })).toBeTruthy();
    await screen.findByText('Need something that is not included?');
    // Give the three lists their turn to answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
  });

  it('offers to ask for each feature not included, and for more features in general', async () => {
    const { user } = renderApp('/dashboard', {
      features: baseSubscriptionFeatures(),
      handlers: { 'GET /api/calculations': [] },
    });
    const table = await screen.findByRole('table', { name: "Features of your organisation's subscription" });
    const askLinks = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(askLinks).toHaveLength(10);
    expect(askLinks).toContain('Ask for Map');
    expect(askLinks).not.toContain('Ask for Calculations');

    await user.click(within(table).getByRole('link', { name: 'Ask for Map' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(
      'Adding Map to our subscription',
    );
  });

  it('opens the contact form about more features from the general link', async () => {
    const { user } = renderApp('/dashboard', {
      features: baseSubscriptionFeatures(),
      handlers: { 'GET /api/calculations': [] },
    });
    await user.click(await screen.findByRole('link', { name: 'Ask for more features' }));
    expect(((await screen.findByRole('textbox', { name: /^Subject/ })) as HTMLInputElement).value).toBe(
      'Adding features to our subscription',
    );
  });
});
