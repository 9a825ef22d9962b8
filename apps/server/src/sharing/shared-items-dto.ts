import type { SharedItems, SharingDataType } from '@rahti/domain';
import type { SharedRows } from './shared-items.repository';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const cents = (value: number) => Math.round(value * 100);

/** The shared rows as the receiver sees them, each marked with the owning organisation's name. */
export function sharedItemsOf(dataType: SharingDataType, organisationName: string, rows: SharedRows): SharedItems {
  const owned = { organisationName };
  switch (dataType) {
    case 'shifts': {
      const vehicles = new Map<string, string[]>();
      for (const v of rows.vehicles ?? [])
        vehicles.set(v.shift_id, [...(vehicles.get(v.shift_id) ?? []), v.register_number]);
      return {
        dataType,
        items: (rows.shifts ?? []).map((s) => ({
          ...owned,
          id: s.id,
          driverName: name(s.first_name, s.last_name),
          vehicles: vehicles.get(s.id) ?? [],
          routeId: s.route_id,
          start: new Date(s.start_at).toISOString(),
          end: iso(s.end_at),
          workedMinutes: Math.floor(Number(s.ended_event_seconds) / 60),
          km: s.start_km !== null && s.end_km !== null ? s.end_km - s.start_km : null,
          approval: s.approval,
        })),
      };
    }
    case 'tasks':
      return {
        dataType,
        items: (rows.tasks ?? []).map((t) => ({
          ...owned,
          id: t.id,
          start: new Date(t.start_at).toISOString(),
          end: new Date(t.end_at).toISOString(),
          customerName: t.customer_name,
          vehicle: t.register_number ?? '',
          driverName: t.first_name || t.last_name ? name(t.first_name, t.last_name) : null,
          description: t.description,
          km: t.km,
          income: t.income,
          // Costs as the sum of the rounded parts, as the task's own page shows them.
          costs: (cents(t.time_cost) + cents(t.distance_cost) + cents(t.other_costs)) / 100,
          profit: t.profit,
        })),
      };
    case 'routes':
      return {
        dataType,
        items: (rows.routes ?? []).map((r) => ({
          ...owned,
          id: r.id,
          name: r.name,
          code: r.code,
          customerName: r.customer_name,
          vehicle: r.register_number,
          distanceKm: r.distance_km,
          drivingMinutes: r.driving_minutes,
          income: r.income,
        })),
      };
    case 'invoices':
      return {
        dataType,
        items: (rows.invoices ?? []).map((i) => ({
          ...owned,
          id: i.id,
          number: i.number,
          customerName: i.customer_name ?? '',
          invoiceDate: i.invoice_date,
          dueDate: i.due_date,
          currency: i.currency,
          net: i.net,
          gross: i.gross,
          state: i.state,
        })),
      };
  }
}
