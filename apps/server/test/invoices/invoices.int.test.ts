import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { costedVehicle } from '../tasks/task-fixtures';
import { addCustomer } from './invoice-fixtures';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let truck: string;
let customerId: string;
const NOW = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' }));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  truck = await costedVehicle(t, own, 'ABC-123', { perHour: 61.43, perKm: 0.87 });
  customerId = await addCustomer(t, own);
});
afterAll(() => t.close());

async function addTask(extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api(own.users.user, 'POST', '/api/tasks', {
    vehicleId: truck,
    customerId,
    start: '2026-11-02T06:00:00Z',
    end: '2026-11-02T08:30:00Z',
    km: 180,
    income: 600,
    description: 'Helsinki → Tampere',
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body.id!;
}

const waiting = { description: 'Odotus', quantity: 1.5, unit: 'h', unitPrice: 45.55, vatPercent: 25.5 };

describe('POST /api/invoices (the contract)', () => {
  it('makes a task one row at the default rate and adds typed rows, each rounded to the cent', async () => {
    const taskId = await addTask();
    const created = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      taskIds: [taskId],
      rows: [waiting],
    });
    expect(created.status).toBe(201);
    const number = created.body.number as number;
    expect(created.body).toMatchObject({
      state: 'draft',
      customerName: 'Kesko Logistiikka Oy',
      language: 'fi',
      currency: 'EUR',
      dueDate: '2026-12-04',
      paymentTermDays: 14,
      // Hand-computed: 600 × 25.5 % = 153; 1.5 × 45.55 = 68.325 → 68.33; 68.33 × 25.5 % = 17.42415 → 17.42.
      rows: [
        { position: 1, ...waiting, net: 68.33, vat: 17.42, gross: 85.75, taskId: null },
        {
          position: 2,
          description: 'Kuljetus 2.11.2026: Helsinki → Tampere',
          quantity: 1,
          unit: 'kpl',
          unitPrice: 600,
          vatPercent: 25.5,
          net: 600,
          vat: 153,
          gross: 753,
          taskId,
        },
      ],
      totals: { net: 668.33, vat: 170.42, gross: 838.75, byVatRate: [{ vatPercent: 25.5, net: 668.33 }] },
    });
    expect(number).toBeGreaterThanOrEqual(1);
    expect(created.body.referenceNumber).toMatch(/^1\d{3,}\d$/);
    expect(created.body.rfReference).toBe(
      `RF${(created.body.rfReference as string).slice(2, 4)}${created.body.referenceNumber as string}`,
    );
    const read = await api(own.users.user, 'GET', `/api/invoices/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const billed = await api(own.users.user, 'GET', `/api/tasks/${taskId}`);
    expect(billed.body.invoiceId).toBe(created.body.id);
    const toBill = await api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30&invoiced=no');
    expect((toBill.body.items as { id: string }[]).map((task) => task.id)).not.toContain(taskId);
  });

  it('rounds half away from zero in exact decimal (1.005 → 1.01, −0.125 → −0.13) and takes 0 days of terms', async () => {
    const prompt = await addCustomer(t, own, { name: 'Heti Maksava Oy', businessId: null, paymentTermDays: 0 });
    const created = await api(own.users.user, 'POST', '/api/invoices', {
      customerId: prompt,
      date: '2026-11-20',
      rows: [
        { description: 'Pientavara', quantity: 1, unit: 'kpl', unitPrice: 1.005, vatPercent: 0 },
        { description: 'Alennus', quantity: 1, unit: 'kpl', unitPrice: -0.125, vatPercent: 0 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ dueDate: '2026-11-20', totals: { net: 0.88, vat: 0, gross: 0.88 } });
    expect((created.body.rows as { net: number }[]).map((row) => row.net)).toEqual([1.01, -0.13]);
  });

  it('gives each invoice its own reference, valid by the 7-3-1 check', async () => {
    const make = () =>
      api(own.users.user, 'POST', '/api/invoices', { customerId, date: '2026-11-20', rows: [waiting] });
    const [a, b] = [await make(), await make()];
    expect(a.body.referenceNumber).not.toBe(b.body.referenceNumber);
    for (const reference of [a.body.referenceNumber, b.body.referenceNumber] as string[]) {
      const digits = [...reference.slice(0, -1)].reverse().map(Number);
      const sum = digits.reduce((total, digit, index) => total + digit * [7, 3, 1][index % 3]!, 0);
      expect((10 - (sum % 10)) % 10).toBe(Number(reference.at(-1)));
    }
  });

  it('asks for a task or a row, refuses a rate not in force, and names the field', async () => {
    const empty = await api(own.users.user, 'POST', '/api/invoices', { customerId, date: '2026-11-20' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual([{ path: 'taskIds', message: 'Select at least one task to continue' }]);
    const oldRate = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      rows: [{ ...waiting, vatPercent: 24 }],
    });
    expect(oldRate.status).toBe(400);
    expect(oldRate.body.fields).toEqual([{ path: 'rows.0.vatPercent', message: expect.stringContaining('24 %') }]);
    const before = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2024-08-31',
      rows: [{ ...waiting, vatPercent: 24 }],
    });
    expect(before.status).toBe(201);
  });

  it('bills a task once; a cancelled draft keeps its number and lets the task be billed again', async () => {
    const taskId = await addTask({ start: '2026-11-03T06:00:00Z', end: '2026-11-03T07:00:00Z' });
    const first = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      taskIds: [taskId],
    });
    const again = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      taskIds: [taskId],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A selected task is already on another invoice');
    expect((await api(own.users.user, 'DELETE', `/api/invoices/${first.body.id}`)).status).toBe(204);
    const cancelled = await api(own.users.user, 'GET', `/api/invoices/${first.body.id}`);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', number: first.body.number });
    const third = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      taskIds: [taskId],
    });
    expect(third.status).toBe(201);
    expect(third.body.number).toBe((first.body.number as number) + 1);
  });

  it("answers 404 for another organisation's invoice and 400 for its customer or task", async () => {
    const mine = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      rows: [waiting],
    });
    expect((await api(other.users.admin, 'GET', `/api/invoices/${mine.body.id}`)).status).toBe(404);
    expect((await api(other.users.admin, 'DELETE', `/api/invoices/${mine.body.id}`)).status).toBe(404);
    const theirs = await api(other.users.admin, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      rows: [waiting],
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.fields).toEqual([{ path: 'customerId', message: 'The customer was not found' }]);
    const taskId = await addTask({ start: '2026-11-04T06:00:00Z', end: '2026-11-04T07:00:00Z' });
    const otherCustomer = await addCustomer(t, other, { businessId: null });
    const task = await api(other.users.admin, 'POST', '/api/invoices', {
      customerId: otherCustomer,
      date: '2026-11-20',
      taskIds: [taskId],
    });
    expect(task.status).toBe(400);
    expect(task.body.message).toBe('A selected task was not found');
  });
});

describe('invoice numbers', () => {
  it('are distinct and leave no hole when many invoices are made at once, a failing one among them', async () => {
    const taskId = await addTask({ start: '2026-11-05T06:00:00Z', end: '2026-11-05T07:00:00Z' });
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api(own.users.user, 'POST', '/api/invoices', {
          customerId,
          date: '2026-11-20',
          // Two ask for the same task: one of them fails, and its number must be given back.
          ...(index < 2 ? { taskIds: [taskId] } : { rows: [waiting] }),
        }),
      ),
    );
    expect(made.filter((response) => response.status === 409)).toHaveLength(1);
    const numbers = made
      .filter((response) => response.status === 201)
      .map((response) => response.body.number as number);
    expect(new Set(numbers).size).toBe(19);
    const all = await api(own.users.user, 'GET', '/api/invoices?limit=500&sort=number');
    const given = (all.body.items as { number: number }[]).map((item) => item.number);
    expect(given).toEqual(Array.from({ length: given.length }, (_, index) => given[0]! + index));
  });
});
