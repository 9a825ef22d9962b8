import { describe, expect, it } from 'vitest';
import type { SharedItems } from '@rahti/domain';
import { mergeSharedItems } from './merge-shared-items';

const id = (n: number) => `00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`;
const owner = { organisationName: 'Kuljetus Lahtinen Oy' };
const invoice = (n: number, number: number, invoiceDate: string) => ({
  ...owner,
  id: id(n),
  number,
  customerName: 'Sataman Puu Oy',
  invoiceDate,
  dueDate: invoiceDate,
  currency: 'EUR',
  net: 100,
  gross: 125.5,
  state: 'sent' as const,
});
const task = (n: number, start: string) => ({
  ...owner,
  id: id(n),
  start,
  end: start,
  customerName: null,
  vehicle: 'LHT-301',
  driverName: null,
  description: 'Puuta satamaan',
  km: 120,
  income: 400,
  costs: 250,
  profit: 150,
});

describe('one organisation’s items through several shares', () => {
  it('lists invoices once each, by date and then number, as one share’s answer comes', () => {
    const merged = mergeSharedItems('invoices', [
      { dataType: 'invoices', items: [invoice(1, 1002, '2026-11-03'), invoice(2, 1001, '2026-11-05')] },
      { dataType: 'invoices', items: [invoice(3, 1000, '2026-11-03'), invoice(1, 1002, '2026-11-03')] },
    ]);
    expect(merged.items.map((item) => ('number' in item ? item.number : 0))).toEqual([1000, 1002, 1001]);
  });

  it('lists tasks once each by start, and leaves out a list of another data type', () => {
    const merged = mergeSharedItems('tasks', [
      { dataType: 'tasks', items: [task(1, '2026-11-10T06:00:00.000Z'), task(2, '2026-11-09T06:00:00.000Z')] },
      { dataType: 'tasks', items: [task(2, '2026-11-09T06:00:00.000Z')] },
      { dataType: 'invoices', items: [invoice(3, 1000, '2026-11-03')] },
    ]);
    expect(merged).toEqual({
      dataType: 'tasks',
      items: [task(2, '2026-11-09T06:00:00.000Z'), task(1, '2026-11-10T06:00:00.000Z')],
    });
  });

  it('keeps one share’s answer as it came', () => {
    const one: SharedItems = {
      dataType: 'tasks',
      items: [task(1, '2026-11-10T06:00:00.000Z'), task(2, '2026-11-09T06:00:00.000Z')],
    };
    expect(mergeSharedItems('tasks', [one])).toBe(one);
  });
});
