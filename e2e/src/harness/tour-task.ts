import type { Page } from 'playwright-core';
import { callApiAsPageUser } from './signed-in-api';

/** The page tour's customer and task, so the task pages are pictured with figures, not empty. */
export const TOUR_CUSTOMER = {
  name: 'Page tour: Metsä Oy',
  address: 'Teollisuustie 5, 33100 Tampere',
  contactName: 'Pekka Puu',
  email: 'pekka@example.com',
  paymentTermDays: 14,
  language: 'fi',
};
export const TOUR_TASK_DESCRIPTION = 'Page tour: timber to Rauma';

async function expectStatus(what: string, call: Promise<{ status: number; body: unknown }>, status: number) {
  const answer = await call;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * The tour's task this month (found by its description, or made): a demo vehicle costed by the
 * tour's calculation, done for the tour's customer. Returns its id.
 */
export async function findOrSaveTourTask(page: Page, calculationId: string): Promise<string> {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const month = { from: `${day.slice(0, 8)}01`, to: day };
  const search = encodeURIComponent(TOUR_TASK_DESCRIPTION);
  const found = await callApiAsPageUser<{ items: { id: string }[] }>(
    page,
    'GET',
    `/tasks?from=${month.from}&to=${month.to}&search=${search}`,
  );
  if (found.body.items[0]) return found.body.items[0].id;

  const vehicles = await callApiAsPageUser<{ id: string; registerNumber: string }[]>(page, 'GET', '/vehicles');
  const vehicle = [...vehicles.body].sort((a, b) => a.registerNumber.localeCompare(b.registerNumber))[0];
  if (!vehicle) throw new Error('The demo organisation has no vehicle');
  await expectStatus(
    'assigning the calculation',
    callApiAsPageUser(page, 'PUT', `/vehicles/${vehicle.id}/calculation`, { calculationId }),
    200,
  );
  const customers = await callApiAsPageUser<{ id: string; name: string }[]>(page, 'GET', '/organisation/customers');
  const customerId =
    customers.body.find((customer) => customer.name === TOUR_CUSTOMER.name)?.id ??
    (
      (await expectStatus(
        'adding the customer',
        callApiAsPageUser(page, 'POST', '/organisation/customers', TOUR_CUSTOMER),
        201,
      )) as { id: string }
    ).id;
  const task = (await expectStatus(
    'adding the task',
    callApiAsPageUser(page, 'POST', '/tasks', {
      customerId,
      vehicleId: vehicle.id,
      start: `${day}T04:00:00.000Z`,
      end: `${day}T12:30:00.000Z`,
      km: 320,
      income: 1450,
      otherCosts: 35.5,
      description: TOUR_TASK_DESCRIPTION,
      pickup: 'Tampere',
      delivery: 'Rauma',
      weightKg: 24000,
      pallets: 26,
    }),
    201,
  )) as { id: string };
  return task.id;
}
