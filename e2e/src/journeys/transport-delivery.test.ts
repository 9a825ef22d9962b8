import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Language, TransportTask, WaybillsPage } from '@rahti/domain';
import { seriousA11yViolations } from '../harness/a11y';
import { useBrowser } from '../harness/browser-fixture';
import { DEMO_PASSWORD, DEMO_USERS } from '../harness/demo';
import { expectPath, expectVisible } from '../harness/expect-page';
import { screenshot } from '../harness/screenshot';
import { signIn } from '../harness/sign-in';
import { callApiAsPageUser } from '../harness/signed-in-api';
import { exactly, text } from '../harness/texts';
import { cameraPhoto, truckAndDriver } from '../harness/truck-and-driver';
import { keepBrowserLanguage, signInToWeb } from '../harness/web-session';

/**
 * From order to signed delivery (issue 26), in Swedish: the office makes an order in the web app
 * and gives it to a driver; on a 390 × 844 phone the driver loads at the pickup, loses the
 * network, delivers with the consignee's name, a signature drawn on the glass and a photo, and
 * comes back online; the office then sees the proof on the task and downloads the signed waybill.
 */

const sv: Language = 'sv';
const t = (key: string, values?: Record<string, unknown>) => exactly(text(sv, key, values));
const REGISTER_NUMBER = `TRP-${String(100 + (Date.now() % 900))}`;
const VEHICLE_NAME = 'Scania R 500';
const DRIVER = { firstName: 'Elsa', lastName: 'Lindqvist', password: 'Elsa-Kor-2026' };
const REFERENCE = `PO-${Date.now().toString(36).toUpperCase()}`;
const SIGNER = 'MARIA NYSTRÖM';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An input by the start of its label: labels may carry a hint or a required mark after it. */
const field = (scope: Locator | Page, key: string) =>
  scope.getByLabel(new RegExp(`^${escape(text(sv, key))}`)).and(scope.locator('input, textarea, select'));

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await field(scope, key).first().fill(value);
}

/** Picks the option of this id once the list has it (names may repeat in the demo's register). */
async function choose(select: Locator, id: string) {
  await select.locator(`option[value="${id}"]`).waitFor({ state: 'attached' });
  await select.selectOption(id);
}

/** One stroke across the signature box, as a finger draws it. */
async function drawSignature(phone: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await phone.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.55],
  ] as const)
    await phone.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await phone.mouse.up();
}

describe('a transport task from order to signed delivery (Swedish)', () => {
  const browsing = useBrowser();

  it('is ordered and assigned in the office, loaded and delivered offline on the phone with a signature and a photo, and its signed waybill downloaded', async () => {
    const office = await browsing.openPage(sv);
    await keepBrowserLanguage(office, sv);
    await signInToWeb(office, sv, DEMO_USERS.admin, DEMO_PASSWORD);
    const { username, vehicleId, driverId } = await truckAndDriver(
      office,
      { registerNumber: REGISTER_NUMBER, name: VEHICLE_NAME },
      DRIVER,
    );
    // The truck is costed by one of the demo's calculations, so its delivered task has a profit.
    const calculations = await callApiAsPageUser<{ id: string }[]>(office, 'GET', '/calculations');
    const costed = await callApiAsPageUser(office, 'PUT', `/vehicles/${vehicleId}/calculation`, {
      calculationId: calculations.body[0]!.id,
    });
    expect(costed.status, JSON.stringify(costed.body)).toBe(200);

    // The office: a new order from Vanda to Uleåborg, given to the driver and the truck.
    await office.goto('/transport-tasks/task/new');
    await expectVisible(office.getByRole('heading', { level: 1, name: t('web-transport:form.createTitle') }));
    await fill(office.getByRole('region', { name: t('web-transport:form.orderTitle') }), {
      'web-transport:form.reference': REFERENCE,
      'web-transport:form.price': '1 180,00',
    });
    const party = (key: string) => office.getByRole('group', { name: t(key) });
    await fill(party('web-transport:form.sender'), {
      'web-transport:party.name': 'Fazer Bageri Ab',
      'web-transport:party.street': 'Fazervägen 6',
      'web-transport:party.city': 'Vanda',
    });
    await fill(party('web-transport:form.consignee'), {
      'web-transport:party.name': 'Uleåborgs Livs Ab',
      'web-transport:party.street': 'Hamngatan 12',
      'web-transport:party.city': 'Uleåborg',
    });
    const stop = (number: number, kind: string) =>
      office.getByRole('group', {
        name: t('web-transport:stops.legend', { number, kind: text(sv, `web-transport:stopKind.${kind}`) }),
      });
    await fill(stop(1, 'pickup'), {
      'web-transport:stops.street': 'Fazervägen 6',
      'web-transport:stops.city': 'Vanda',
    });
    await fill(stop(2, 'delivery'), {
      'web-transport:stops.street': 'Hamngatan 12',
      'web-transport:stops.city': 'Uleåborg',
    });
    await fill(office.getByRole('group', { name: t('web-transport:goods.name', { number: 1 }) }), {
      'web-transport:goods.description': 'Bröd och bakverk',
      'web-transport:goods.packages': '14',
      'web-transport:goods.weightKg': '3 200',
    });
    await choose(field(office, 'web-transport:form.driverId'), driverId);
    await choose(field(office, 'web-transport:form.vehicleId'), vehicleId);
    await screenshot(office, 'journey-transport-order-form', sv);
    await office.getByRole('button', { name: t('web-transport:form.create') }).click();

    await expectVisible(
      office.getByRole('heading', {
        level: 1,
        name: t('web-transport:detail.titleWithReference', { reference: REFERENCE }),
      }),
    );
    await expectVisible(office.getByText(t('web-transport:state.assigned')).first());
    const taskId = office.url().split('/').pop()!;

    // The phone: the day's transport task, its pickup loaded.
    const phone = await browsing.openPage(sv, 'phone');
    await phone.goto('/driver/');
    await phone.getByRole('button', { name: t('driver:signIn.button') }).click();
    await signIn(phone, username, DRIVER.password);
    await expectPath(phone, '/driver/');
    await phone.getByRole('button', { name: t('driver-transport:entry.open') }).click({ timeout: 30_000 });
    const card = phone.getByRole('article', { name: exactly(REFERENCE) });
    await expectVisible(card);
    await expectVisible(card.getByText(/Bröd och bakverk/).first());
    await screenshot(phone, 'journey-transport-list-phone', sv);
    expect.soft(await seriousA11yViolations(phone), 'transport tasks on the phone').toBe('');
    await card
      .getByRole('button', { name: t('driver-transport:actions.openStop') })
      .first()
      .click();
    await expectVisible(
      phone.getByRole('heading', {
        level: 1,
        name: exactly(`${text(sv, 'driver-transport:stopKinds.pickup')}: Vanda`),
      }),
    );
    await phone.getByRole('button', { name: t('driver-transport:actions.arrived') }).click();
    await phone.getByRole('checkbox', { name: t('driver-transport:done.goodsChecked') }).check();
    await phone.getByRole('button', { name: t('driver-transport:actions.done.pickup') }).click();
    await expectVisible(phone.getByRole('status').filter({ hasText: text(sv, 'driver-transport:saved.pickup') }));
    await phone.getByRole('button', { name: t('driver-transport:actions.backToList') }).click();

    // No network at the consignee's: the delivery with its proof is kept on the phone.
    await phone.context().setOffline(true);
    await card.getByRole('button', { name: t('driver-transport:actions.openStop') }).click();
    await expectVisible(
      phone.getByRole('heading', {
        level: 1,
        name: exactly(`${text(sv, 'driver-transport:stopKinds.delivery')}: Uleåborg`),
      }),
    );
    await phone.getByRole('button', { name: t('driver-transport:actions.arrived') }).click();
    await phone.getByRole('textbox', { name: t('driver-transport:proof.signerName') }).fill(SIGNER);
    const pad = phone.getByRole('img', { name: t('driver-transport:proof.notSigned') });
    await pad.scrollIntoViewIfNeeded();
    await drawSignature(phone, pad);
    await expectVisible(phone.getByRole('img', { name: t('driver-transport:proof.signed') }));
    const owner = text(sv, 'driver-transport:proof.photosOwner');
    await phone
      .getByLabel(t('driver-transport:photos.add', { owner }))
      .setInputFiles({ name: 'IMG_4410.png', mimeType: 'image/png', buffer: cameraPhoto() });
    await expectVisible(
      phone.getByRole('button', {
        name: t('driver-transport:photos.remove', {
          photo: text(sv, 'driver-transport:photos.name', { owner, number: 1 }),
        }),
      }),
      20_000,
    );
    await phone.getByRole('checkbox', { name: t('driver-transport:done.goodsChecked') }).check();
    await screenshot(phone, 'journey-transport-proof-phone', sv);
    expect.soft(await seriousA11yViolations(phone), 'proof of delivery on the phone').toBe('');
    await phone.getByRole('button', { name: t('driver-transport:actions.done.delivery') }).click();
    await expectVisible(phone.getByRole('status').filter({ hasText: text(sv, 'driver-transport:saved.delivery') }));
    await expectVisible(phone.getByText(t('driver-transport:progress.waiting')).first());

    // Back online: the photo and signature go up, then the delivery; nothing waits any more.
    await phone.context().setOffline(false);
    await expect
      .poll(() => phone.getByText(t('driver-transport:progress.waiting')).count(), { timeout: 60_000 })
      .toBe(0);
    await screenshot(phone, 'journey-transport-delivered-phone', sv);

    // The office: delivered, with the proof on the task, and the signed waybill.
    await expect
      .poll(
        async () => (await callApiAsPageUser<TransportTask>(office, 'GET', `/transport-tasks/${taskId}`)).body.state,
        { timeout: 30_000 },
      )
      .toBe('delivered');
    const task = (await callApiAsPageUser<TransportTask>(office, 'GET', `/transport-tasks/${taskId}`)).body;
    expect(task.proofs).toEqual([
      expect.objectContaining({
        signerName: SIGNER,
        signatureFileId: expect.any(String),
        photoIds: [expect.any(String)],
      }),
    ]);
    expect(task.taskId).toEqual(expect.any(String));
    await office.reload();
    await expectVisible(office.getByText(t('web-transport:state.delivered')).first());
    await expectVisible(office.getByRole('img', { name: t('web-transport:proof.signature', { name: SIGNER }) }));
    await screenshot(office, 'journey-transport-delivered-office', sv);
    expect.soft(await seriousA11yViolations(office), 'the delivered transport task').toBe('');

    const download = office.waitForEvent('download');
    await office.getByRole('button', { name: t('web-transport:waybill.pdf') }).click();
    const pdf = await readFile((await (await download).path())!);
    const { text: pages } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(pages).toContain(SIGNER);
    expect(pages).toContain(REFERENCE);
    const waybills = await callApiAsPageUser<WaybillsPage>(
      office,
      'GET',
      `/waybills?search=${encodeURIComponent('Uleåborgs Livs')}`,
    );
    expect(waybills.body.items.filter((waybill) => waybill.transportTaskId === taskId)).toEqual([
      expect.objectContaining({ transportTaskId: taskId, signed: true, state: 'delivered' }),
    ]);
  });
});
