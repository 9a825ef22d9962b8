import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localDateOf, type Language } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { addDays } from '../harness/dates';
import { DEMO_ORGANISATION, DEMO_PASSWORD, DEMO_SUBCONTRACTOR, DEMO_USERS } from '../harness/demo';
import { expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { exactly, fieldLabel, text } from '../harness/texts';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * Two organisations share a route's shifts by code, in Swedish (issue 27): the demo's
 * subcontractor makes a share of the shifts on its Kouvola route and reads out the code; Demo
 * Haulage enters it; the subcontractor approves; Demo Haulage sees the shifts on its timesheet
 * under "shared with us", read-only and marked with the subcontractor's name, and the
 * subcontractor sees the read in its log; the subcontractor ends the share, and the shifts are
 * gone from Demo Haulage.
 */
const sv: Language = 'sv';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(sv, key, values));
const label = (key: string) => fieldLabel(text(sv, key));

async function officeOf(page: Page, email: string): Promise<Page> {
  await keepBrowserLanguage(page, sv);
  await signInToWeb(page, sv, email, DEMO_PASSWORD);
  return page;
}

describe('sharing a route’s shifts by code, in Swedish', () => {
  const browsing = useBrowser();

  it('is made, joined, approved, read and ended, and what was shared is gone', async () => {
    const owner = await officeOf(await browsing.openPage(sv), DEMO_SUBCONTRACTOR.admin);
    const receiver = await officeOf(await browsing.openPage(sv), DEMO_USERS.admin);

    // The subcontractor shares the shifts of its Kouvola route and gets the code.
    await owner.goto('/sharing');
    await expectVisible(owner.getByRole('heading', { level: 1, name: t('web-sharing:title') }));
    await owner.getByRole('button', { name: t('web-sharing:actions.new') }).click();
    const form = owner.getByRole('dialog', { name: t('web-sharing:create.title') });
    await form.getByRole('checkbox', { name: t('web-sharing:dataType.shifts') }).check();
    await form.getByLabel(label('web-sharing:create.routes')).click();
    await owner.getByRole('option', { name: exactly(DEMO_SUBCONTRACTOR.route) }).click();
    await owner.keyboard.press('Escape');
    await form.getByRole('button', { name: t('web-sharing:create.submit') }).click();
    const created = owner.getByRole('dialog', { name: t('web-sharing:create.createdTitle') });
    const code = (await created.getByTestId('share-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{4}(-[34679ACDEFGHJKMNPQRTUVWXY]{4}){3}$/);
    await screenshot(owner, 'journey-sharing-code', sv);
    await created.getByRole('button', { name: t('web-sharing:create.done') }).click();
    await owner.waitForURL(/\/sharing\/[0-9a-f-]{36}$/);

    // Demo Haulage enters the code as it was read out, and waits for the approval.
    await receiver.goto('/sharing');
    await receiver.getByRole('button', { name: t('web-sharing:actions.join') }).click();
    const join = receiver.getByRole('dialog', { name: t('web-sharing:join.title') });
    await join.getByLabel(label('web-sharing:join.code')).fill(code.toLowerCase().replaceAll('-', ' '));
    await join.getByRole('button', { name: t('web-sharing:join.submit') }).click();
    await receiver.waitForURL(/\/sharing\/[0-9a-f-]{36}$/);
    const shareUrl = new URL(receiver.url()).pathname;
    await expectVisible(receiver.getByText(t('web-sharing:detail.partnerWaiting', { name: DEMO_SUBCONTRACTOR.name })));

    // The subcontractor approves.
    await owner.reload();
    await expectVisible(owner.getByText(t('web-sharing:detail.approveIntro', { name: DEMO_ORGANISATION.name })));
    await owner.getByRole('button', { name: t('web-sharing:detail.approve') }).click();
    await expectVisible(owner.getByText(t('web-sharing:status.sharing')));

    // Demo Haulage opens its timesheet, turns to what is shared with it and reads the last four
    // weeks' shifts, read-only, marked with the subcontractor's name.
    const today = localDateOf(Date.now(), 'Europe/Helsinki');
    await receiver.goto(`/timesheet?sharedPeriod=custom&sharedFrom=${addDays(today, -28)}&sharedTo=${today}`);
    const whose = receiver.getByRole('radiogroup', { name: t('web-sharing:filter.label') });
    await whose.getByText(t('web-sharing:filter.shared')).click();
    await receiver.waitForURL(/sharing=shared/);
    const shifts = receiver.getByRole('table', {
      name: t('web-sharing:detail.itemsCaption', {
        type: text(sv, 'web-sharing:dataType.shifts'),
        name: DEMO_SUBCONTRACTOR.name,
      }),
    });
    await expectVisible(shifts);
    const rows = shifts.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(10);
    await expectVisible(shifts.getByRole('rowheader', { name: exactly('Leo Lahtinen') }).first());
    await screenshot(receiver, 'journey-sharing-received', sv);
    expect.soft(await seriousA11yViolations(receiver), 'shared shifts on the timesheet').toBe('');

    // The subcontractor sees the read in its log and ends the share.
    await owner.reload();
    const log = owner.getByRole('table', { name: t('web-sharing:detail.readsCaption') });
    await expectVisible(log.getByRole('cell', { name: exactly(DEMO_ORGANISATION.name) }).first());
    await owner.getByRole('button', { name: t('web-sharing:detail.end') }).click();
    await owner
      .getByRole('dialog', { name: t('web-sharing:detail.endTitle') })
      .getByRole('button', { name: t('web-sharing:detail.endConfirm') })
      .click();
    await expectVisible(owner.getByText(t('web-sharing:detail.ended')));

    // And the shifts are gone from Demo Haulage.
    await receiver.goto(shareUrl);
    await expectVisible(receiver.getByText(t('web-sharing:detail.ended')));
    expect(await receiver.getByRole('table').count()).toBe(0);
  });
});
