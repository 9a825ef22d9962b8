import type { DangerousGoods, TransportEvent, TransportTask } from '@rahti/domain';
import type { EventRow, GoodsRow, ProofRow, StopRow, TransportTaskFacts } from './transport-reads.repository';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const positionOf = (row: { latitude: number | null; longitude: number | null; accuracy_m: number | null }) =>
  row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude, accuracyM: row.accuracy_m }
    : null;

const stopOf = (row: StopRow) => ({
  id: row.id,
  position: row.position,
  kind: row.kind,
  name: row.name,
  street: row.street,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
  windowStart: iso(row.window_start),
  windowEnd: iso(row.window_end),
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  notes: row.notes,
  arrivedAt: iso(row.arrived_at),
  doneAt: iso(row.done_at),
});

const goodsOf = (row: GoodsRow) => ({
  id: row.id,
  position: row.position,
  description: row.description,
  packages: row.packages,
  packageKind: row.package_kind,
  marks: row.marks,
  weightKg: row.weight_kg,
  volumeM3: row.volume_m3,
  loadingMetres: row.loading_metres,
  dangerous:
    row.un_number && row.hazard_class && row.proper_name
      ? {
          unNumber: row.un_number,
          hazardClass: row.hazard_class as DangerousGoods['hazardClass'],
          packingGroup: row.packing_group as DangerousGoods['packingGroup'],
          properName: row.proper_name,
        }
      : null,
});

const proofOf = (row: ProofRow) => ({
  stopId: row.stop_id,
  signerName: row.signer_name,
  signatureFileId: row.signature_file_id,
  photoIds: row.photo_file_ids,
  at: new Date(row.at).toISOString(),
  position: positionOf(row),
});

/** Groups rows by their task, keeping the order read. */
function byTask<T extends { transport_task_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.transport_task_id);
    if (group) group.push(row);
    else groups.set(row.transport_task_id, [row]);
  }
  return groups;
}

/**
 * Transport tasks as the API answers them, from their rows as read (after the read committed).
 * `noteText` words a note the server wrote as a catalogue key (no task without a vehicle) in the
 * reader's language; without it such a note is left as the key.
 */
export function transportTasksOf(facts: TransportTaskFacts, noteText?: (key: string) => string): TransportTask[] {
  const stops = byTask(facts.stops);
  const goods = byTask(facts.goods);
  const events = byTask(facts.events);
  const proofs = byTask(facts.proofs);
  const eventOf = (row: EventRow): TransportEvent => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    stopId: row.stop_id,
    byName: row.by_name,
    position: positionOf(row),
    note: row.note_key
      ? [row.note, noteText ? noteText(row.note_key) : row.note_key].filter(Boolean).join(' ')
      : row.note,
    goodsChecked: row.goods_checked,
    deviations: row.deviations,
  });
  return facts.tasks.map((task) => ({
    id: task.id,
    reference: task.reference,
    state: task.state,
    customerId: task.customer_id,
    customerName: task.customer_name,
    sender: task.sender,
    consignee: task.consignee,
    international: task.international,
    stops: (stops.get(task.id) ?? []).map(stopOf),
    goods: (goods.get(task.id) ?? []).map(goodsOf),
    driverId: task.driver_id,
    driverName: task.driver_name,
    vehicleId: task.vehicle_id,
    vehicleRegisterNumber: task.vehicle_register_number,
    price: task.price,
    km: task.km,
    terms: task.terms,
    notes: task.notes,
    date: task.date,
    waybill:
      task.waybill_id !== null && task.waybill_number !== null
        ? { id: task.waybill_id, number: task.waybill_number }
        : null,
    taskId: task.task_id,
    events: (events.get(task.id) ?? []).map(eventOf),
    proofs: (proofs.get(task.id) ?? []).map(proofOf),
    version: task.version,
    createdAt: task.created_at.toISOString(),
    updatedAt: task.updated_at.toISOString(),
  }));
}
