import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { JOB_PRICING_DRAFT, seedDraft } from './wizard-test-data';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('job pricing steps', () => {
  it('says why Next does nothing without a vehicle type, on the field itself', async () => {
    const { user, router } = renderApp('/SelectCalculationType');
    await user.click(await screen.findByRole('button', { name: /Job pricing/ }));
    await heading('Vehicle type');
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = await screen.findByText('Choose a vehicle type');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(router.state.location.pathname).toBe('/selectvehicletype');

    await user.click(screen.getByRole('radio', { name: 'Truck' }));
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Choose a vehicle type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Vehicle details');
  });

  it('describes only the steps job pricing has', async () => {
    seedDraft(JOB_PRICING_DRAFT);
    renderApp('/instructions');
    await heading('Instructions');
    const list = screen
      .getAllByRole('list')
      .find((element) => element.textContent?.includes('Numbers take a decimal comma'));
    const points = within(list as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(points).toHaveLength(3);
    expect(points[0]).toMatch(/^Job and costs: your cost per hour and per km/);
    expect(points[1]).toMatch(/^Price: /);
    expect(points.join(' ')).not.toMatch(/Default values|Driver wages|Investment and use|Revenue:/);
  });

  it('titles the step that asks for cost per hour and per km "Job and costs", not "Revenue"', async () => {
    seedDraft(JOB_PRICING_DRAFT);
    renderApp('/revenue');
    await heading('Job and costs');
    expect(screen.getByLabelText('Cost per hour')).toBeTruthy();
    const progress = screen.getByRole('navigation', { name: /^Step \d of \d$/ });
    expect(within(progress).getByText('Job and costs')).toBeTruthy();
    expect(within(progress).queryByText('Revenue')).toBeNull();
  });

  it('keeps "Revenue" for a vehicle calculation', async () => {
    seedDraft({ ...JOB_PRICING_DRAFT, kind: 'newInvestment' });
    renderApp('/revenue');
    await heading('Revenue');
  });
});
