import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test/capture-downloads';
import { renderApp } from '../../test/render-app';
import { lookupHandlers, testTask, testTotals } from './test-tasks';

const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';
const FILTERS = 'from=2026-03-01&to=2026-03-31';
const timber = testTask({ economics: { ...testTask().economics, km: 250.5, hours: 8.25 } });

// Its own file: the account's language switches the test i18n instance for the rest of the file.
describe('tasks page in Finnish', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes money, margins and the CSV file with a decimal comma and Finnish headers', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp(`/taskProfitability?${MARCH}`, {
      account: { displayLanguage: 'fi' },
      handlers: {
        ...lookupHandlers,
        [`GET /api/tasks?${FILTERS}&offset=0&limit=50`]: { items: [timber], total: 1 },
        [`GET /api/tasks/totals?${FILTERS}`]: testTotals(),
        [`GET /api/tasks?${FILTERS}&offset=0&limit=500`]: { items: [timber], total: 1 },
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Jakson tehtävät tuloineen, kustannuksineen ja katteineen',
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect([...row.children].map((cell) => cell.textContent).slice(5)).toEqual([
      '250,5',
      '8,25',
      '900,00 €',
      '600,00 €',
      '300,00 €',
      '33,33 %',
    ]);
    await user.click(screen.getByRole('button', { name: 'Lataa CSV' }));
    const lines = (await downloads.last()).text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Päivämäärä;Loppu;Asiakas;Ajoneuvo;Kuljettaja;Kuvaus;Tila;Lähde')).toBe(true);
    expect(lines[1]).toContain(';250,5;8,25;900,00;360,00;200,00;40,00;600,00;300,00;33,33');
  });
});
