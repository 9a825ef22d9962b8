import type { TransportTaskSummary, Waybill } from '@rahti/domain';
import type { SummaryRow, SummaryStopRow, WaybillRow } from './transport-list.repository';

/** Where a task starts and ends for a list: the first pickup's city and the last delivery's (else the first and last stop). */
export function endsOf(stops: readonly { kind: string; city: string }[]): { from: string; to: string } {
  const from = stops.find((stop) => stop.kind === 'pickup') ?? stops[0];
  const to = stops.findLast((stop) => stop.kind === 'delivery') ?? stops.at(-1);
  return { from: from?.city ?? '', to: to?.city ?? '' };
}

/** The list's rows as read, with their stops grouped in order. */
export function summariesOf(rows: readonly SummaryRow[], stops: readonly SummaryStopRow[]): TransportTaskSummary[] {
  const byTask = new Map<string, SummaryStopRow[]>();
  for (const stop of stops) byTask.set(stop.transport_task_id, [...(byTask.get(stop.transport_task_id) ?? []), stop]);
  return rows.map((row) => {
    const own = byTask.get(row.id) ?? [];
    return {
      id: row.id,
      reference: row.reference,
      state: row.state,
      date: row.date,
      customerName: row.customer_name,
      senderName: row.sender_name,
      consigneeName: row.consignee_name,
      ...endsOf(own),
      firstWindowStart: row.first_window_start ? new Date(row.first_window_start).toISOString() : null,
      driverId: row.driver_id,
      driverName: row.driver_name,
      vehicleId: row.vehicle_id,
      vehicleRegisterNumber: row.vehicle_register_number,
      weightKg: row.weight_kg,
      packages: row.packages,
      dangerous: row.dangerous,
      waybillNumber: row.waybill_number,
      stops: own.map((stop) => ({
        id: stop.id,
        kind: stop.kind,
        city: stop.city,
        latitude: stop.latitude,
        longitude: stop.longitude,
        doneAt: stop.done_at ? new Date(stop.done_at).toISOString() : null,
      })),
      version: row.version,
    };
  });
}

export const waybillOf = (row: WaybillRow): Waybill => ({
  id: row.id,
  number: row.number,
  transportTaskId: row.transport_task_id,
  kind: row.kind,
  state: row.state,
  reference: row.reference,
  senderName: row.sender_name,
  consigneeName: row.consignee_name,
  from: row.from_city ?? '',
  to: row.to_city ?? '',
  date: row.date,
  signed: row.signed,
  createdAt: new Date(row.created_at).toISOString(),
});
