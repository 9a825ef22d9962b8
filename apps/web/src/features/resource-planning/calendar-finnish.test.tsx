import { compactCalendar } from '@rahti/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { annaDraft, bo, boPublished, CONFLICTS, lookupHandlers, testCalendar, WEEK } from './test-planning';

// Its own file: the account's language switches the test i18n instance for the rest of the file.
describe('resource planning in Finnish', () => {
  it('names the blocks and the conflicts in Finnish', async () => {
    renderApp('/resource-planning?date=2026-03-09', {
      account: { displayLanguage: 'fi' },
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar(testCalendar()),
        [CONFLICTS]: {
          conflicts: [
            { ref: annaDraft.id, kind: 'timeConflict', resource: 'driver', with: boPublished.id },
            { ref: boPublished.id, kind: 'absence', with: testCalendar().absences[0]!.id },
          ],
        },
      },
    });
    const list = await screen.findByRole('region', { name: 'Ristiriidat (2)' }, { timeout: 15_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Kuljettajalla Anna Aalto on ajon TU1 Turku run (ma 9.3.) kanssa päällekkäin suunnitelma Ei reittiä, ti 10.3. 06:00–14:00 (kuljettaja ${bo.name}) — siirrä toista niistä tai valitse toinen kuljettaja`,
      'Kuljettaja Bo Berg on poissa (Loma, 12.03.2026–13.03.2026) ajon Ei reittiä aikana (ti 10.3.) — valitse toinen kuljettaja tai toinen päivä',
    ]);
    expect(
      screen.getByRole('button', {
        name: 'Luonnos, Anna Aalto, TU1 Turku run, maanantai 9. maaliskuuta, 07:00–15:00, ABC-123, 1 ristiriita',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Julkaise luonnokset' })).toBeTruthy();
  });
});
