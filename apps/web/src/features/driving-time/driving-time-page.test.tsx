import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test/capture-downloads';
import { renderApp, testI18n } from '../../test/render-app';
import {
  LIST_PATH,
  NOW,
  aalto,
  berg,
  detailPath,
  virta,
  virtaDetail,
  yesterdayBreakShown,
  yesterdayShown,
} from './test-data';

const PAGE = '/timesheet/driving-time';
const handlers = { [LIST_PATH]: [virta, aalto, berg], [detailPath(virta)]: virtaDetail };
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const cellsOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bar = (name: string) => screen.getByRole('progressbar', { name });

describe('driving time page', () => {
  // Only Date: the page's "this week" and timeline days follow the clock, timers must still run.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterAll(() => vi.useRealTimers());
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('shows a row per driver: bars against 56 h and 90 h in words, driving left, infringements by severity in words', async () => {
    renderApp(PAGE, { handlers });
    await screen.findByRole('table', { name: 'Driving time, last two weeks' });
    expect(rowNames()).toEqual(['Aalto Pekka', 'Berg Erik', 'Virta Anna']);
    // 2 490 min = 41 h 30 min; 2 400 + 2 490 = 4 890 min = 81 h 30 min.
    expect(bar('Driving this week, Virta Anna').getAttribute('aria-valuetext')).toBe('41 h 30 min of 56 h');
    expect(bar('Driving this fortnight, Virta Anna').getAttribute('aria-valuetext')).toBe('81 h 30 min of 90 h');
    expect(bar('Driving this fortnight, Aalto Pekka').getAttribute('aria-valuetext')).toBe('10 h of 90 h');
    // Left now: the least of 120, 870 and 510 min; 45 min to the break.
    expect(cellsOf('Virta Anna')).toEqual([
      '1001',
      '41 h 30 min of 56 h',
      '81 h 30 min of 90 h',
      '2 h',
      '45 min',
      '1 very serious',
    ]);
    expect(cellsOf('Berg Erik').slice(3)).toEqual(['0 min', '0 min', '1 serious2 minor']);
    expect(cellsOf('Aalto Pekka').at(-1)).toBe('None');
    expect(screen.getByRole('link', { name: 'Driving time' }).getAttribute('href')).toBe(PAGE);
  });

  it('sorts by a column both ways, worst infringements first when descending', async () => {
    const { user } = renderApp(PAGE, { handlers });
    await user.click(await screen.findByRole('button', { name: 'Infringements' }));
    expect(rowNames()).toEqual(['Aalto Pekka', 'Berg Erik', 'Virta Anna']);
    await user.click(screen.getByRole('button', { name: 'Infringements' }));
    expect(rowNames()).toEqual(['Virta Anna', 'Berg Erik', 'Aalto Pekka']);
    expect(screen.getByRole('columnheader', { name: 'Infringements' }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Driving left now' }));
    // 0 min, 120 min, 540 min.
    expect(rowNames()).toEqual(['Berg Erik', 'Virta Anna', 'Aalto Pekka']);
  });

  it("opens a driver's two-week timeline with the day's activities in words and the infringements listed", async () => {
    const { user } = renderApp(PAGE, { handlers });
    await user.click(await screen.findByRole('button', { name: 'Virta Anna' }));
    const timeline = await screen.findByRole('region', { name: 'Virta Anna: the last two weeks' });
    const days = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => /^\d\d\.\d\d\.\d{4}:/.test(item.getAttribute('aria-label') ?? ''));
    expect(days).toHaveLength(14);
    // 4 h 30 min + 3 h 45 min of driving = 8 h 15 min.
    expect(days.at(-2)?.getAttribute('aria-label')).toBe(
      `${yesterdayShown}: Driving 8 h 15 min, Other work 1 h, Break 45 min. Infringements: Break (minor)`,
    );
    expect(days.at(-1)?.getAttribute('aria-label')).toMatch(/: nothing recorded$/);
    expect(within(timeline).getByText('Availability')).toBeTruthy();
    expect(within(timeline).getByText('Infringement begins')).toBeTruthy();
    const list = within(timeline).getByRole('table', { name: 'Infringements' });
    const cells = within(list)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Daily driving',
      'very serious',
      '20.11.2026 06:30',
      '1 h 15 min',
      'Break',
      'minor',
      yesterdayBreakShown,
      '15 min',
    ]);
    await user.click(within(timeline).getByRole('button', { name: 'Close the timeline' }));
    expect(screen.queryByRole('region', { name: 'Virta Anna: the last two weeks' })).toBeNull();
  });

  it('speaks Finnish: rule and severity words, and the CSV with decimal commas', async () => {
    await testI18n.changeLanguage('fi');
    const downloads = captureDownloads();
    const { user } = renderApp(PAGE, { account: { displayLanguage: 'fi' }, handlers });
    await screen.findByRole('table', { name: 'Ajoaika, kaksi viime viikkoa' });
    expect(cellsOf('Berg Erik').at(-1)).toBe('1 vakava2 lievää');
    await user.click(screen.getByRole('button', { name: 'Lataa CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.fileName).toMatch(/^driving-time-\d{4}-\d\d-\d\d\.csv$/);
    // Hours = minutes / 60: 1 815 → 30,25; 4 815 → 80,25; 585 → 9,75; 2 490 → 41,5; 4 890 → 81,5; 45 → 0,75.
    expect(file.text).toBe(
      '\uFEFFKuljettaja;Henkilönumero;Tämä viikko (h);Kaksi viikkoa (h);Ajoaikaa jäljellä (h);Seuraavaan taukoon (h);lievä;vakava;erittäin vakava;kaikkein vakavin\r\n' +
        'Aalto Pekka;1002;10;10;9;4,5;0;0;0;0\r\n' +
        'Berg Erik;1003;30,25;80,25;0;0;2;1;0;0\r\n' +
        'Virta Anna;1001;41,5;81,5;2;0,75;0;0;1;0\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Virta Anna' }));
    const list = await screen.findByRole('table', { name: 'Rikkeet' });
    expect(
      within(list)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Päivittäinen ajoaika',
      'erittäin vakava',
      '20.11.2026 06:30',
      '1 h 15 min',
      'Tauko',
      'lievä',
      yesterdayBreakShown,
      '15 min',
    ]);
  });

  it('says so when nobody drove in the last two weeks', async () => {
    renderApp(PAGE, { handlers: { [LIST_PATH]: [] } });
    expect(await screen.findByText('Nobody has driven in the last two weeks.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
