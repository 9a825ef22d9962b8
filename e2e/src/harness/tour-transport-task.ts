import type { Page } from 'playwright-core';
import { callApiAsPageUser } from './signed-in-api';

/** The page tour's transport task (issue 26), found by its reference: its page has a title of its own. */
export const TOUR_TRANSPORT_REFERENCE = 'PAGE-TOUR-1';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The tour's transport task (found by its reference, or made): an order for today from Tampere to
 * Rauma, not yet assigned, so its page offers every action. Returns its id.
 */
export async function findOrSaveTourTransportTask(page: Page): Promise<string> {
  const now = Date.now();
  const day = dayOf(now);
  // A few days each side: the list files a task under its local date, which may be another UTC day.
  const period = `from=${dayOf(now - 3 * 86_400_000)}&to=${dayOf(now + 3 * 86_400_000)}`;
  const found = await callApiAsPageUser<{ items: { id: string; reference: string }[] }>(
    page,
    'GET',
    `/transport-tasks?${period}&search=${encodeURIComponent(TOUR_TRANSPORT_REFERENCE)}`,
  );
  const existing = found.body.items.find((task) => task.reference === TOUR_TRANSPORT_REFERENCE);
  if (existing) return existing.id;
  const party = (name: string, street: string, postcode: string, city: string) => ({
    name,
    street,
    postcode,
    city,
    country: 'FI',
  });
  const made = await callApiAsPageUser<{ id: string }>(page, 'POST', '/transport-tasks', {
    reference: TOUR_TRANSPORT_REFERENCE,
    sender: party('Page tour: Metsä Oy', 'Teollisuustie 5', '33100', 'Tampere'),
    consignee: party('Page tour: Rauman Satama Oy', 'Satamakatu 1', '26100', 'Rauma'),
    stops: [
      {
        kind: 'pickup',
        ...party('Metsä Tampere', 'Teollisuustie 5', '33100', 'Tampere'),
        windowStart: `${day}T05:00:00.000Z`,
        windowEnd: `${day}T07:00:00.000Z`,
      },
      { kind: 'delivery', ...party('Rauman satama', 'Satamakatu 1', '26100', 'Rauma') },
    ],
    goods: [{ description: 'Sahatavara', packages: 26, packageKind: 'eurPallet', weightKg: 24000 }],
    price: 1450,
    km: 320,
  });
  if (made.status !== 201) throw new Error(`adding the transport task: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.id;
}
